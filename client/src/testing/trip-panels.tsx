// Test support for the chat's trip panels (features/chat/components/trip): the real API server,
// jsdom's missing layout APIs, and the steps a traveller takes (pick a city, switch a tab, read
// a toast).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/components/ui/use-toast';
import { i18n, initI18n } from '@/lib/i18n';
import { pointPageAt, startRealServer, type RealServer } from '@/testing/real-server';

/** Layout APIs jsdom lacks and Radix (popper) and cmdk call; they do nothing here. */
function polyfillLayout(): void {
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

/** Starts the real server and points the page at it; call from beforeAll. */
export async function startTripTestServer(): Promise<RealServer> {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  polyfillLayout();
  const server = await startRealServer();
  pointPageAt(server.origin);
  await initI18n(i18n, { allTexts: true });
  return server;
}

/** Renders a panel with a fresh query cache and the toaster. */
export function renderWithApp(ui: ReactNode) {
  // The toast store is global: start every test without an earlier test's toast.
  act(() => toast({ open: false }).dismiss());
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Opens the city picker labelled `label`, searches for `city` and picks it. */
export async function pickCity(label: string, city: string, scope: HTMLElement = document.body) {
  const trigger = within(scope).getByRole('combobox', { name: label });
  fireEvent.click(trigger);
  const search = await screen.findByPlaceholderText('Search cities...');
  fireEvent.change(search, { target: { value: city } });
  const listbox = await screen.findByRole('listbox', { name: label });
  const name = await within(listbox).findByText(city, { exact: true }, { timeout: 15_000 });
  fireEvent.click(name);
  // The closed popover hands focus back to its trigger a moment later; a picker opened before
  // that would see the focus leave it and close (a traveller is never that quick).
  await waitFor(() => expect(document.activeElement).toBe(trigger));
}

/** Closes an open picker the way Escape does, and waits for the focus to come back. */
export async function closePicker(list: HTMLElement, label: string) {
  fireEvent.keyDown(list, { key: 'Escape' });
  const trigger = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(document.activeElement).toBe(trigger));
}

/** Opens the picker labelled `label` and searches, leaving it open; returns the list. */
export async function searchCities(label: string, text: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.change(await screen.findByPlaceholderText('Search cities...'), {
    target: { value: text },
  });
  return screen.findByRole('listbox', { name: label });
}

/** Radix tabs switch on mouse down (and focus), not on click. */
export function openTab(name: string) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
}

/** A toast with this title and description is on screen. */
export async function expectToast(title: string, description: string) {
  const toastTitle = await screen.findByText(title, { selector: 'li *' });
  const item = toastTitle.closest('li');
  if (!item) throw new Error('The toast title is not inside a toast');
  expect(within(item).getByText(description)).toBeTruthy();
}
