// Test support for the itinerary panels' tests: the real API server, a fresh query cache, and
// the files a panel saves (jsdom has no downloads: the saved blob and its name are kept).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { pointPageAt, startRealServer, type RealServer } from '@/testing/real-server';

/** Starts the real server and points the page at it; call from beforeAll. */
export async function startItineraryTestServer(): Promise<RealServer> {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  const server = await startRealServer();
  pointPageAt(server.origin);
  await initI18n(i18n, { allTexts: true });
  return server;
}

/** Renders a panel with a fresh query cache. */
export function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

export type SavedFile = { filename: string; blob: Blob };

/**
 * Keeps every file the page saves: the blob given to URL.createObjectURL and the name of the
 * link clicked for it. The link is not followed (jsdom cannot navigate).
 */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  // jsdom has no object URLs; a spy needs something to wrap.
  if (typeof URL.createObjectURL !== 'function') {
    Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => {} });
  }
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    const url = `blob:test/${++next}`;
    // A fetched body is Node's Blob, not jsdom's: both read the same.
    if ('arrayBuffer' in blob) blobs.set(url, blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ filename: this.download, blob });
  });
  return saved;
}
