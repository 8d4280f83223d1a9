import { expect, test, type Page } from '@playwright/test';
import { pickCity } from './support/city-picker';
import { watchForErrors } from './support/console-errors';
import { toastWithTitle } from './support/toasts';
import { uniqueUser } from './support/users';

// Issue 7 point 5 and issue 8 point 4: an open-jaw flight needs its return city; a hotel
// reservation from the chat ends with its voucher.

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signedInVisaAnswer(page: Page, destination: string) {
  const res = await page.request.post('/api/auth/register', { data: uniqueUser() });
  expect(res.status()).toBe(201);
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(`I am American and I want to visit ${destination}`);
  await input.press('Enter');
  await expect(
    log.getByRole('heading', { name: `Visa Requirements for ${destination}` }),
  ).toBeVisible();
  return log;
}

test('open-jaw: a return city is required, then the voucher flies home from it', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  const log = await signedInVisaAnswer(page, 'France');
  await log.getByRole('button', { name: 'Book Flight' }).click();
  const panel = log.getByRole('region', { name: /Select Your Travel Cities/ });
  await pickCity(page, 'From', 'New York', /^New York City/);
  await pickCity(page, 'To', 'Paris', /^Paris/);
  await panel.getByRole('radio', { name: 'Open-jaw' }).check();
  expect(await page.evaluate(() => localStorage.getItem('selectedFlightType'))).toBe('openjaw');

  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(
    toastWithTitle(page, 'Missing Information').getByText(
      'Please select a return city for your open-jaw flight.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Book Your Flight' })).toBeHidden();

  // France's six suggestions; Nice is one.
  const suggestions = panel.getByRole('group', { name: 'Suggested return cities' });
  await expect(suggestions.getByRole('button')).toHaveCount(6);
  await suggestions.getByRole('button', { name: 'Nice' }).click();
  expect(await page.evaluate(() => localStorage.getItem('selectedReturnCity'))).toBe('Nice');
  await panel.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Book Your Flight' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Departure date').fill(inDays(20));
  await dialog.getByLabel('Return date').fill(inDays(34));
  await dialog.getByLabel('Full name as on passport').fill('Lena Novak');
  await dialog.getByLabel('Email').fill('lena@example.com');
  await dialog.getByLabel('Passport number').fill('N9988776');
  await dialog.getByRole('button', { name: /^Book for/ }).click();
  await expect(dialog).toBeHidden();

  const voucher = log.getByRole('region', { name: 'Flight Reservation Confirmed' });
  await expect(voucher).toBeVisible();
  await expect(voucher.getByText(/Nice/).first()).toBeVisible();
  await expect(voucher.getByText(/New York City → Paris/).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a hotel booking from the chat ends with the hotel voucher', async ({ page }) => {
  const errors = watchForErrors(page);
  const log = await signedInVisaAnswer(page, 'Japan');
  await log.getByRole('button', { name: 'Book Hotel' }).click();
  const panel = log.getByRole('region', { name: /Select Your Travel Cities/ });
  await expect(panel.getByText('Dummy Hotel Booking')).toBeVisible();
  await pickCity(page, 'From', 'Chicago', /^Chicago /);
  await pickCity(page, 'To', 'Osaka', /^Osaka/);
  await panel.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Book Your Hotel' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Check-in').fill(inDays(15));
  await dialog.getByLabel('Check-out').fill(inDays(19));
  await dialog.getByLabel('Guest name').fill('Kenji Sato');
  await dialog.getByLabel('Guest email').fill('kenji@example.com');
  await dialog.getByRole('button', { name: /^Book for/ }).click();
  await expect(dialog).toBeHidden();

  const voucher = log.getByRole('region', { name: 'Hotel Reservation Confirmed' });
  await expect(voucher).toBeVisible();
  await expect(voucher.getByText('4 nights').first()).toBeVisible();
  await expect(voucher.locator('strong').first()).toHaveText(/^[A-Z0-9]{9}$/);
  await expect(log.getByText('Step 1 of 5').last()).toBeVisible();
  expect(errors).toEqual([]);
});

test('after a direct flight, the itinerary hotel books a hotel in the flight city', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  const log = await signedInVisaAnswer(page, 'Italy');
  await log.getByRole('button', { name: 'Book Flight' }).click();
  const panel = log.getByRole('region', { name: /Select Your Travel Cities/ });
  await pickCity(page, 'From', 'Chicago', /^Chicago /);
  await pickCity(page, 'To', 'Venice', /^Venice/);
  await panel.getByRole('button', { name: 'Continue' }).click();

  const flight = page.getByRole('dialog', { name: 'Book Your Flight' });
  await flight.getByLabel('Departure date').fill(inDays(30));
  await flight.getByLabel('Full name as on passport').fill('Ada Romano');
  await flight.getByLabel('Email').fill('ada@example.com');
  await flight.getByLabel('Passport number').fill('R1234567');
  await flight.getByRole('button', { name: /^Book for/ }).click();
  await expect(flight).toBeHidden();
  await expect(log.getByRole('region', { name: 'Flight Reservation Confirmed' })).toBeVisible();

  // The wizard, the itinerary, Book Services, then the hotel of the plan.
  await expect(log.getByText('Step 1 of 5').last()).toBeVisible();
  await log.getByRole('button', { name: /Culture & history/ }).click();
  await log.getByRole('button', { name: /Short trip/ }).click();
  await log.getByRole('button', { name: /Mid-range/ }).click();
  await log.getByLabel('Historical sites').last().check();
  await log.getByRole('button', { name: 'Continue' }).last().click();
  await log.getByRole('button', { name: 'Create Itinerary' }).last().click();
  const plan = log.getByRole('region', { name: /itinerary for Italy/ });
  await expect(plan).toBeVisible();
  await expect(plan.getByText(/^Day 1 · Venice · /)).toBeVisible();
  await plan.getByRole('button', { name: 'Book Services' }).click();
  // With the flight booked, the hotels of the flight's city come next.
  await expect(log.getByRole('region', { name: 'Hotels for your stay in Venice' })).toBeVisible();
  await log.getByRole('button', { name: 'Book Perfect Hotel Match' }).last().click();

  const hotel = page.getByRole('dialog', { name: 'Book Your Hotel' });
  await expect(hotel).toBeVisible();
  await expect(hotel.getByText('No destination selected')).toBeHidden();
  await expect(hotel.getByText('Venice').first()).toBeVisible();
  // The best match of the recommendations, named with its address as the sample it is.
  await expect(hotel.getByText(/· sample listing$/)).toBeVisible();
  await expect(hotel.getByLabel('Check-in')).toBeVisible();
  expect(errors).toEqual([]);
});
