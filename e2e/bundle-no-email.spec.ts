import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import { uniqueUser } from './support/users';

// Issue 26: on the default server, which has no mailer (like `npm start`), buying the visa
// bundle never mentions email anywhere on the page, and its document downloads from the
// dashboard, where the chat says it is.

const EMAIL = /e-?mail|inbox/i;

async function say(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

async function answer(page: Page, question: string, choice: string) {
  await page.getByRole('group', { name: question }).getByRole('button', { name: choice }).click();
}

test('without a mailer the bundle promises no email and downloads from the dashboard', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  const log = page.getByRole('log', { name: 'Conversation' });
  await page.goto('/');

  await say(page, 'I want to visit the USA');
  await expect(page.getByText('Destination: United States')).toBeVisible();
  await say(page, 'I am Indian');
  await page.getByRole('checkbox', { name: 'Tourism' }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Yes, continue' }).click();
  await answer(page, 'Purpose of your visit', 'Tourism');
  await answer(page, 'Length of your stay', 'Less than 2 weeks');
  await answer(page, 'Who is travelling with you', 'Alone');
  await answer(page, 'Have you travelled abroad before?', 'No');
  await expect(page.getByRole('region', { name: 'Recommended visa: Tourist Visa' })).toBeVisible();

  // The offer: ready in the dashboard, and a plain 'Continue' instead of 'Email Me & Continue'.
  await expect(
    page.getByText('Ready to download from your dashboard right after purchase.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email Me & Continue' })).toHaveCount(0);
  await expect(log).not.toContainText(EMAIL);

  await page.getByRole('button', { name: 'Get the Visa Bundle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  const user = uniqueUser('nomail');
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog).toBeHidden();

  const confirmation = page.getByRole('region', { name: 'Order confirmed' });
  await expect(confirmation).toContainText(
    'Your documents are ready to download in your dashboard.',
  );
  const reference = /VB-[A-Z0-9]{9}/.exec((await confirmation.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();
  const reply = log.getByRole('article', { name: 'AlgoTrip assistant' }).last();
  await expect(reply).toContainText(`Reference: ${reference}`);
  await expect(reply).toContainText('Your documents are ready in your dashboard');
  // Nothing in the conversation, the panels under it or the confirmation mentions email.
  await expect(log).not.toContainText(EMAIL);
  await expect(confirmation).not.toContainText(EMAIL);

  await page.goto('/dashboard');
  const profileDialog = page.getByRole('dialog', { name: 'Tell us about your travel style' });
  await profileDialog.getByRole('button', { name: 'Skip for now' }).click();
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Documents' }).click();
  const visaDocuments = main.getByRole('list', { name: 'Visa documents' });
  await expect(visaDocuments.getByRole('listitem', { name: reference })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    visaDocuments.getByRole('button', { name: `Download ${reference}` }).click(),
  ]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);

  expect(errors).toEqual([]);
});
