import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

// product.md §3.3, §3.5, travel_purpose_selection and travel_purpose_required: purposes typed in
// words come back ticked for confirmation, and asking for an itinerary offers to plan it.

async function say(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

test('typed travel purposes are confirmed, then an itinerary is offered', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const purposes = page.getByRole('group', { name: 'What is the purpose of your trip?' });

  await say(page, 'I want to visit the USA');
  await expect(page.getByText('Destination: United States')).toBeVisible();
  await say(page, 'I am Indian');
  await expect(purposes).toHaveCount(1);

  await say(page, 'I want to study and work there');
  // The new question comes with the typed purposes ticked; the earlier one no longer works.
  await expect(purposes).toHaveCount(2);
  const selection = purposes.last();
  await expect(selection.getByRole('checkbox', { name: 'Study' })).toBeChecked();
  await expect(selection.getByRole('checkbox', { name: 'Work' })).toBeChecked();
  await expect(selection.getByRole('checkbox', { name: 'Tourism' })).not.toBeChecked();
  await expect(purposes.first().getByRole('checkbox', { name: 'Study' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Confirm' }).first()).toBeDisabled();
  await page.getByRole('button', { name: 'Confirm' }).last().click();

  const card = page.getByRole('region', { name: 'Visa information for United States' });
  await expect(
    card
      .getByRole('article', { name: 'M-1 Student Visa' })
      .getByText('Recommended for your purpose'),
  ).toBeVisible();

  await say(page, 'Plan an itinerary for me');
  const plan = page.getByRole('button', { name: 'Plan my itinerary' });
  await plan.click();
  await expect(log.getByRole('article', { name: 'You' }).last()).toHaveText('Plan my itinerary');
  await expect(plan).toBeDisabled();

  expect(errors).toEqual([]);
});
