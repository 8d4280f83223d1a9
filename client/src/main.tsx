import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask } from '@/lib/next-task';

const NONCE_PLACEHOLDER = '__CSP_NONCE__';

// Radix's scroll lock injects a <style> tag; our CSP only lets it in with this response's nonce.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce && nonce !== NONCE_PLACEHOLDER) setNonce(nonce);

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}

/**
 * Starts the app in steps, each in a task of its own: evaluating every module of the first page
 * at once (the contracts build their schemas, i18next detects the language, tailwind-merge
 * builds its class table) was one task of ~50 ms, 200 ms on a slow phone, during which the page
 * could not answer a tap. The steps' chunks are announced in index.html
 * (scripts/route-preloads.mjs), so splitting them costs no round trip.
 */
async function start() {
  const root = createRoot(rootElement());
  const { initI18n, currentLanguage } = await import('@/lib/i18n');
  await nextTask();
  // Rendering waits for the translations so the first paint never shows raw keys.
  const translationsReady = initI18n().catch((error: unknown) =>
    console.error('Translations failed to initialise', error),
  );
  await nextTask();
  const [{ App }, { preloadPage, prefetchPageData }] = await Promise.all([
    import('@/app/app'),
    import('@/app/router'),
  ]);
  const { pathname } = window.location;
  // The first page renders at once, without a loading line and React's pause after it.
  const pageReady = preloadPage(pathname).catch((error: unknown) =>
    console.error('The page failed to load', error),
  );
  // Its data is on the way meanwhile; the render does not wait for it (the page shows its
  // placeholders, and a failure is the page's own to report when its query runs again).
  void translationsReady
    .then((instance) =>
      instance ? prefetchPageData(pathname, currentLanguage(instance)) : undefined,
    )
    .catch(() => undefined);
  await nextTask();
  const { warmUpClassMerging } = await import('@/lib/utils');
  warmUpClassMerging();
  await nextTask();
  await translationsReady;
  await pageReady;
  // As a transition, React renders the first screen in short slices, so the main thread
  // never blocks for long while it does (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start().catch((error: unknown) => console.error('The app failed to start', error));
