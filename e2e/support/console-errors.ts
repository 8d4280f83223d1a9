import type { Page } from '@playwright/test';

/**
 * A stale sign-in's current-user check (GET /api/user with a revoked token) is answered 401 by
 * design (product.md §6.3); Chromium logs every non-OK response as a console error. A signed-out
 * visit sends no such check at all (decision 013), so only a token the page holds can cause it.
 */
function isExpectedSignedOutCheck(text: string, url: string): boolean {
  return new URL(url).pathname === '/api/user' && text.includes('401');
}

/**
 * Collects console and page errors, such as a CSP violation, so a test can require none.
 * `missingPages`: paths the test opens on purpose although no page has them; the server answers
 * them 404 (with the app, which shows its 404 page) and Chromium logs that status as an error.
 */
export function watchForErrors(
  page: Page,
  { missingPages = [] }: { missingPages?: readonly string[] } = {},
): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (url && isExpectedSignedOutCheck(message.text(), url)) return;
    if (url && missingPages.includes(new URL(url).pathname) && message.text().includes('404')) {
      return;
    }
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
