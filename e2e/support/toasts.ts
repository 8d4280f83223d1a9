import { expect, type Page } from '@playwright/test';

/** The toast with this title: Radix renders each one as a list item in the notifications region. */
export function toastWithTitle(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * Closes the toast with this title by its own Close button, as a traveller would when it lies
 * over what they want to reach (on a phone it covers a dialog's top corner). Waiting it out
 * instead is a race: a pointer resting over a toast pauses its timer.
 */
export async function dismissToast(page: Page, title: string) {
  // An open modal dialog hides the region from assistive technology when the region was
  // already on the page as it opened, so the toast is looked up among hidden elements too.
  const toast = page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close', exact: true, includeHidden: true }).click();
  await expect(toast).toBeHidden();
}
