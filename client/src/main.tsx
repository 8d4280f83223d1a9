import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import './index.css';

const NONCE_PLACEHOLDER = '__CSP_NONCE__';

// Radix's scroll lock injects a <style> tag; our CSP only lets it in with this response's nonce.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce && nonce !== NONCE_PLACEHOLDER) setNonce(nonce);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

// Rendering waits for the translations so the first paint never shows raw keys.
void initI18n()
  .catch((error: unknown) => console.error('Translations failed to initialise', error))
  .then(() => {
    // As a transition, React renders the first screen in short slices, so the main thread
    // never blocks for long while it does (Lighthouse's total blocking time).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
