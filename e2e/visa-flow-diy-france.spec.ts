import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

// product.md §3.5, visa_assistance: the DIY guide for a Schengen visa to France names the visa
// fee and the €30,000 insurance minimum, then the chat moves on to booking.

async function say(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

test('an Indian tourist to France follows the DIY visa guide', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const replies = log.getByRole('article', { name: 'AlgoTrip assistant' });

  await say(page, 'I want to visit France');
  await expect(page.getByText('Destination: France')).toBeVisible();
  await say(page, 'I am Indian');
  await page.getByRole('checkbox', { name: 'Tourism' }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Visa information for France' })).toBeVisible();

  await page.getByRole('button', { name: 'Get visa assistance' }).click();
  await page.getByRole('button', { name: 'DIY guide' }).click();
  const guide = replies.last();
  await expect(guide).toContainText('DIY visa guide: France');
  await expect(guide).toContainText('Visa fee');
  await expect(guide).toContainText('€80');
  await expect(guide).toContainText('€30,000');
  await expect(guide).toContainText('Schengen');

  const next = page.getByRole('button', { name: 'Continue to booking' });
  await next.click();
  await expect(log.getByRole('article', { name: 'You' }).last()).toHaveText('Continue to booking');
  await expect(replies.last()).toContainText('France');
  await expect(next).toBeDisabled();

  expect(errors).toEqual([]);
});
