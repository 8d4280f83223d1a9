import { afterAll, beforeAll, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { pointPageAt, startRealServer, type RealServer } from '@/testing/real-server';

/**
 * For a jsdom test file against the real API server: starts it before the file's tests (fresh
 * database), points the page at it, initialises the app's i18n in English (and every text when
 * `allTexts`), quiets the request logging, and stops it all after. Returns the server's origin.
 */
export function setUpRealServerPage(
  options: { allTexts?: boolean; env?: Record<string, string> } = {},
): () => string {
  let server: RealServer | undefined;

  beforeAll(async () => {
    Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    server = await startRealServer(options.env);
    pointPageAt(server.origin);
    await initI18n(i18n, options);
  }, 90_000);

  afterAll(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await server?.stop();
  });

  return () => {
    if (!server) throw new Error('The server did not start');
    return server.origin;
  };
}
