import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

test.use({ viewport: { width: 375, height: 740 } });

// product.md §3.1: under 768 px the sidebar gives way to a panel of 16 example questions.
test('a phone shows the example questions panel instead of the sidebar', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Chat shortcuts' })).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Example questions' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('button')).toHaveCount(16);

  await panel.getByRole('button', { name: 'How to apply for UK student visa' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(
    page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: 'You' }),
  ).toHaveText('How to apply for UK student visa');

  expect(errors).toEqual([]);
});
