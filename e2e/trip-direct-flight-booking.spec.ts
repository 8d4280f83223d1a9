import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pickCity } from './support/city-picker';
import { watchForErrors } from './support/console-errors';
import { uniqueUser } from './support/users';

// Issue 7 and issue 8: a visa-free traveller books a dummy flight from the chat. Signed out,
// Book Flight asks for an account first; then the city selection panel, the booking dialog,
// the voucher with its PDF and verification page, and 1.5 s later the preference wizard.

async function askAbout(page: Page, destination: string, nationality: string) {
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(`I want to visit ${destination}`);
  await input.press('Enter');
  await expect(log.getByRole('article', { name: 'AlgoTrip assistant' })).toHaveCount(2);
  await input.fill(`I am ${nationality}`);
  await input.press('Enter');
  await expect(
    log.getByRole('heading', { name: `Visa Requirements for ${destination}` }),
  ).toBeVisible();
  return log;
}

test('direct pick: a city without an airport is refused with the spec message', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  // Signed in through the API so Book Flight goes straight to the cities.
  const user = uniqueUser();
  const res = await page.request.post('/api/auth/register', { data: user });
  expect(res.status()).toBe(201);
  await askAbout(page, 'Liechtenstein', 'American');
  await page.getByRole('button', { name: 'Book Flight' }).click();
  const panel = page.getByRole('region', { name: /Select Your Travel Cities/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Airport required')).toHaveCount(2);

  await pickCity(page, 'To', 'Vaduz', /^Vaduz/);
  await expect(
    panel.getByText("Vaduz doesn't support direct flights. Please choose a city with an airport."),
  ).toBeVisible();
  await pickCity(page, 'From', 'Chicago', /^Chicago /);
  await expect(panel.getByRole('button', { name: 'Continue' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('signed out: sign up, pick the cities, book, get the voucher, its PDF and /verify', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  const log = await askAbout(page, 'Japan', 'American');

  await page.getByRole('button', { name: 'Book Flight' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create Account' });
  const user = uniqueUser();
  await signUp.getByLabel('Username').fill(user.username);
  await signUp.getByLabel('Email').fill(user.email);
  await signUp.getByLabel('Password').fill(user.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp).toBeHidden();

  // The booking resumed: the city selection panel for a dummy flight.
  const panel = page.getByRole('region', { name: /Select Your Travel Cities/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Dummy Flight Booking')).toBeVisible();
  await pickCity(page, 'From', 'New York', /^New York City/);
  await pickCity(page, 'To', 'Osaka', /^Osaka/);
  await panel.getByRole('radio', { name: 'Round trip' }).check();
  await panel.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Book Your Flight' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('New York City ⇄ Osaka')).toBeVisible();
  // Nothing filled in: the spec's message, and the dialog stays.
  await dialog.getByRole('button', { name: /^Book for/ }).click();
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();

  const inDays = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Departure date').fill(inDays(40));
  await dialog.getByLabel('Return date').fill(inDays(50));
  await dialog.getByLabel('Full name as on passport').fill('Zoë Müller');
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Passport number').fill('X1234567');
  await dialog.getByRole('button', { name: /^Book for/ }).click();
  await expect(dialog).toBeHidden();

  // The voucher: the reference and the route, then its PDF and verification page.
  const voucher = log.getByRole('region', { name: 'Flight Reservation Confirmed' });
  await expect(voucher).toBeVisible();
  const reference = (await voucher.locator('strong').first().textContent()) ?? '';
  expect(reference).toMatch(/^FL\d{9}AB$/);
  await expect(voucher.getByText('New York City ⇄ Osaka').first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await voucher.getByRole('button', { name: /Download PDF/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  // A PDF's structure is ASCII; its metadata's Subject (an object of its own) is the reference.
  const pdf = fs.readFileSync(await download.path()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  const subject = /\/Subject (\d+) 0 R/.exec(pdf)?.[1];
  expect(pdf).toContain(`\n${subject} 0 obj\n(${reference})\nendobj`);

  // 1.5 s later the preference wizard starts by itself.
  await expect(log.getByText('Step 1 of 5:', { exact: false }).last()).toBeVisible();

  await page.goto(`/verify/${reference}`);
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.getByText('Z. M.', { exact: false }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
