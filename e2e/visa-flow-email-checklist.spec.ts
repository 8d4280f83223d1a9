import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import { MAIL_SERVER_URL } from './support/servers';

// product.md §3.5, visa_recommendation_options and cold_email_campaign: a signed-out visitor asks
// for the visa checklist by email, gives an address (checked before sending), and continues.
// Email is offered only where a mailer is configured.
test.use({ baseURL: MAIL_SERVER_URL });

async function say(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

async function answer(page: Page, question: string, choice: string) {
  await page.getByRole('group', { name: question }).getByRole('button', { name: choice }).click();
}

test('Email Me & Continue asks a signed-out visitor for an address, then continues', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });

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
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('visaQuestionnaireData'))) ?? ''),
  ).toEqual({ purpose: 'tourism', duration: 'short', companions: 'alone', travelHistory: 'no' });

  await page.getByRole('button', { name: 'Email Me & Continue' }).click();
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Send & Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/email-requests') requests.push(request.method());
  });
  await email.fill('traveller@example.com');
  await page.getByRole('button', { name: 'Send & Continue' }).click();
  await expect(log.getByRole('article', { name: 'You' }).last()).toHaveText('Send & Continue');
  await expect(log.getByRole('article', { name: 'AlgoTrip assistant' }).last()).toContainText(
    'United States',
  );
  expect(requests).toEqual(['POST']);
  await expect(page.getByRole('button', { name: 'Send & Continue' })).toBeDisabled();

  expect(errors).toEqual([]);
});
