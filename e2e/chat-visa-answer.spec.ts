import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

// Chat home (product.md §3.1): pick the destination in the country picker, answer the nationality,
// read the visa answer with its offers, then confirm the travel purposes.
test('pick Japan, answer the nationality, see the visa answer and its offers', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText("Welcome to AlgoTrip! I'm your AI travel assistant.");

  // The picker works from the keyboard: type to search, Enter picks the highlighted country.
  await page.getByRole('button', { name: 'Select your destination country' }).click();
  const search = page.getByRole('combobox', { name: 'Search countries' });
  await expect(search).toBeFocused();
  await search.fill('zzzz');
  await expect(page.getByText('No countries found')).toBeVisible();
  await search.fill('Jap');
  await expect(page.getByRole('option', { name: 'Japan' })).toBeVisible();
  await search.press('Enter');

  await expect(log.getByRole('article', { name: 'You' })).toHaveText("I'd like to travel to Japan");
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toContainText(
    'Destination: Japan',
  );
  // The picker and quick buttons make way for the conversation.
  await expect(page.getByRole('button', { name: 'Select your destination country' })).toBeHidden();

  const input = page.getByRole('textbox', { name: 'Message' });
  const sendButton = page.getByRole('button', { name: 'Send message' });
  await expect(sendButton).toBeDisabled();
  // The real reply, held back a moment so the waiting state can be seen.
  let releaseReply = () => {};
  const replyHeld = new Promise<void>((resolve) => (releaseReply = resolve));
  await page.route(
    '**/api/chat/completions',
    async (route) => {
      await replyHeld;
      await route.continue();
    },
    { times: 1 },
  );
  await input.fill('I am Indian');
  await sendButton.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Generating response...' }),
  ).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(sendButton).toBeDisabled();
  releaseReply();

  const answer = log.getByRole('heading', { name: 'Visa Requirements for Japan' });
  await expect(answer).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toContainText(
    'Nationality: India',
  );
  for (const [title, price] of [
    ['Dummy Flight Booking', '$29.99'],
    ['Dummy Hotel Booking', '$24.99'],
    ['Travel Insurance', '$49.99'],
  ] as const) {
    const card = log
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Get it: ${title}` })).toBeVisible();
  }

  // The answer asks for the purposes; Confirm needs at least one.
  const purposes = page.getByRole('group', { name: 'What is the purpose of your trip?' });
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await purposes.getByRole('checkbox', { name: 'Business' }).check();
  await purposes.getByRole('checkbox', { name: 'Tourism' }).check();
  await confirm.click();

  await expect(log.getByRole('article', { name: 'You' }).last()).toHaveText(
    'My travel purposes: Tourism, Business',
  );
  await expect(log).toContainText('Showing the visas for your purposes: Tourism, Business.');
  // The new visa answer replaced the first one (product.md §3.2).
  await expect(answer).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('travelPurposes'))).toBe(
    '["tourism","business"]',
  );
  expect(await page.evaluate(() => localStorage.getItem('travelPurpose'))).toBe('tourism');

  expect(errors).toEqual([]);
});
