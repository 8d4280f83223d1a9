import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

// product.md §3.1: the desktop sidebar's popular destinations send 'Visa requirements for
// {country}'.
test('a popular destination in the sidebar asks for its visa requirements', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Chat shortcuts' });
  await expect(
    sidebar.getByRole('button', { name: 'Visa requirements for Japan', exact: true }),
  ).toBeVisible();
  await expect(sidebar.getByText('Contact support')).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Contact support' })).toHaveCount(0);

  await sidebar
    .getByRole('region', { name: 'Popular destinations' })
    .getByRole('button', { name: 'Germany' })
    .click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByRole('article', { name: 'You' })).toHaveText(
    'Visa requirements for Germany',
  );
  await expect(page.getByRole('region', { name: 'Your trip', exact: true })).toContainText(
    'Destination: Germany',
  );

  expect(errors).toEqual([]);
});
