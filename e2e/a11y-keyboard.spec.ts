import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

// Issue 10 point 3: the keyboard alone, no mouse at all, from the country picker to a visa
// answer, then Book Flight opens the sign-up dialog with the focus inside it.

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: country picker, visa answer, then the sign-up dialog', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByRole('article').first()).toBeVisible();

  // Tab to the picker and open it with Enter; the search field takes the focus.
  const picker = page.getByRole('button', { name: 'Select your destination country' });
  await tabTo(page, picker);
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: 'Search countries' });
  await expect(search).toBeFocused();

  // Type to search, move with the arrow keys, Enter chooses the highlighted country.
  await page.keyboard.type('Japan');
  const japan = page.getByRole('option', { name: 'Japan', exact: true });
  await expect(japan).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(japan).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(log.getByRole('article', { name: 'You' })).toHaveText("I'd like to travel to Japan");

  // The nationality (visa-free, so the booking buttons follow) in the message box, sent with Enter.
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();
  await tabTo(page, input);
  await page.keyboard.type('I am American');
  await page.keyboard.press('Enter');
  await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();

  // Back up to Book Flight (it comes before the message box) and press Enter.
  const bookFlight = log.getByRole('button', { name: 'Book Flight' });
  await expect(bookFlight).toBeEnabled();
  await tabTo(page, bookFlight, { backwards: true });
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The focus stays trapped in the dialog.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  expect(errors).toEqual([]);
});
