import type { Page } from '@playwright/test';

/** The toast with this title: Radix renders each one as a list item in the notifications region. */
export function toastWithTitle(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}
