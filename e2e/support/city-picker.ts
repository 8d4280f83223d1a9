import type { Page } from '@playwright/test';

/** How long the wanted city may take to show in the opened picker before the test says why not. */
const OPTION_TIMEOUT_MS = 20_000;

/**
 * What the page shows of the city pickers when an option failed to appear: whether the popover
 * is open, its search text, its list, where the focus is, and any dialog or toast. A failure in
 * CI then says what happened instead of only timing out.
 */
async function describePicker(page: Page): Promise<string> {
  return page.evaluate(() => {
    const text = (element: Element | null, max = 300) =>
      (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
    const focused = document.activeElement;
    const comboboxes = Array.from(document.querySelectorAll('[role="combobox"]')).map(
      (box) => `${text(box, 40)}[expanded=${box.getAttribute('aria-expanded')}]`,
    );
    const input = document.querySelector<HTMLInputElement>('[cmdk-input]');
    return [
      `url ${location.pathname}`,
      `comboboxes ${comboboxes.join(', ') || 'none'}`,
      `search ${input ? JSON.stringify(input.value) : 'none'}`,
      `list ${JSON.stringify(text(document.querySelector('[cmdk-list]')))}`,
      `focus ${focused?.tagName ?? 'none'}${focused?.id ? `#${focused.id}` : ''} ${text(focused, 40)}`,
      `dialogs ${document.querySelectorAll('[role="dialog"]').length}`,
      `toasts ${JSON.stringify(text(document.querySelector('[role="region"] ol')))}`,
    ].join('; ');
  });
}

/** Opens the picker labelled `field`, searches `search` and takes the first option matching. */
export async function pickCity(
  page: Page,
  field: string,
  search: string,
  option: RegExp,
  searchPlaceholder = 'Search cities...',
) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByPlaceholder(searchPlaceholder).fill(search);
  const choice = page.getByRole('option', { name: option }).first();
  try {
    await choice.waitFor({ timeout: OPTION_TIMEOUT_MS });
  } catch (error) {
    const state = await describePicker(page).catch(() => 'unreadable');
    throw new Error(`${field}: no option ${option} after searching '${search}' (${state})`, {
      cause: error,
    });
  }
  await choice.click();
}
