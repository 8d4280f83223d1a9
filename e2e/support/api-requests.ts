import { expect, type Page, type Request } from '@playwright/test';

/**
 * Follows the page's API requests, so a test can wait until none is on its way: a sign-out
 * revokes the sign-in at once, and a signed-in request the server handles after it is answered
 * 401 (which Chromium logs as a console error) even though the page sent it before.
 */
export function trackApiRequests(page: Page): { settled: () => Promise<void> } {
  const pending = new Set<Request>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    settled: async () => {
      await expect.poll(() => pending.size).toBe(0);
    },
  };
}
