// @vitest-environment jsdom
// The add-on purchase dialog (product.md §5.1), opened through the lib hook the way
// the chat's offer cards open it, against the real API server (started from source on a fresh
// database). e2e/purchase-insurance.spec.ts drives it from the chat in a browser.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_EVENTS, STORAGE_KEYS } from '@common/constants';
import { purchasesResponseSchema } from '@common/contracts/purchases';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/components/ui/use-toast';
import { PurchaseDialog } from '@/features/purchase/components/purchase-dialog';
import {
  PurchaseDialogProvider,
  usePurchaseDialog,
  type OpenPurchaseDialogOptions,
} from '@/lib/purchase-dialog';
import { registerUser, uniqueName } from '@/testing/real-server';
import { setUpRealServerPage } from '@/testing/real-server-page';

// The real API server for this file, the page pointed at it, the texts loaded.
const origin = setUpRealServerPage({ allTexts: true });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const insurance: OpenPurchaseDialogOptions = {
  serviceType: 'travel-insurance',
  bookingData: { fromCity: 'Delhi', toCity: 'Tokyo', additionalCities: [], mode: 'direct' },
  sessionContext: { destination: 'Japan', nationality: 'India' },
};

/** Stands in for an offer card: it opens the dialog through lib. */
function OfferButton({ options }: { options: OpenPurchaseDialogOptions }) {
  const purchaseDialog = usePurchaseDialog();
  return (
    <button type="button" onClick={() => purchaseDialog.open(options)}>
      Get it
    </button>
  );
}

function renderApp(options: OpenPurchaseDialogOptions) {
  // The toast store is global: start every test without an earlier test's toast.
  act(() => toast({ open: false }).dismiss());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PurchaseDialogProvider dialog={PurchaseDialog}>
        <OfferButton options={options} />
      </PurchaseDialogProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Get it' }));
}

/** Signs in the way a finished login leaves the page: token and user stored. */
async function signedIn() {
  const account = await registerUser(origin());
  window.localStorage.setItem(STORAGE_KEYS.authToken, account.authToken);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(account.user));
  return account;
}

function fill(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

async function expectToast(title: string, description: string) {
  const toastTitle = await screen.findByText(title, { selector: 'li *' });
  const item = toastTitle.closest('li');
  if (!item) throw new Error('The toast title is not inside a toast');
  expect(within(item).getByText(description)).toBeTruthy();
}

/** The summary's value for a term: the <dd> after the <dt>. */
function summaryValue(dialog: HTMLElement, term: string): string | null {
  return within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

/** Holds back the next request to `pathname` until the returned function is called. */
function holdNextRequest(pathname: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const passOn = globalThis.fetch;
  let held = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, document.baseURI);
    if (!held && url.pathname === pathname) {
      held = true;
      await released;
    }
    return passOn(input, init);
  });
  return () => {
    release();
    vi.stubGlobal('fetch', passOn);
  };
}

async function purchasesOf(authToken: string) {
  const res = await fetch(`${origin()}/api/purchases`, {
    headers: { Authorization: `Bearer ${authToken}` },
  });
  expect(res.status).toBe(200);
  return purchasesResponseSchema.parse(await res.json());
}

describe('purchase dialog, signed out', () => {
  it('asks for an account: sign-in first, a toggle to create one, all fields required', async () => {
    renderApp(insurance);
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByLabelText('Username or email')).toBeTruthy();
    expect(within(dialog).getByLabelText('Password')).toHaveProperty('type', 'password');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Need an account? Sign up' }));
    const create = screen.getByRole('dialog', { name: 'Create Account' });
    expect(within(create).getByLabelText('Email')).toHaveProperty('type', 'email');
    fireEvent.click(within(create).getByRole('button', { name: 'Create Account' }));
    expect(await within(create).findAllByText('This field is required')).toHaveLength(3);

    fireEvent.click(
      within(create).getByRole('button', { name: 'Already have an account? Sign in' }),
    );
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
  });

  it('a wrong password: "Login Failed" with the server message, still on the form', async () => {
    const existing = await registerUser(origin());
    renderApp(insurance);
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    fill(dialog, 'Username or email', existing.user.username);
    fill(dialog, 'Password', 'not-the-password');
    const release = holdNextRequest('/api/auth/login');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('button', { name: 'Please wait...' })).toHaveProperty(
      'disabled',
      true,
    );
    release();

    await expectToast('Login Failed', 'Invalid credentials');
    expect(within(dialog).getByRole('alert').textContent).toContain('Login Failed');
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('a taken username: "Registration Failed" with the server message', async () => {
    const existing = await registerUser(origin());
    renderApp(insurance);
    fireEvent.click(await screen.findByRole('button', { name: 'Need an account? Sign up' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Account' });
    fill(dialog, 'Username', existing.user.username);
    fill(dialog, 'Email', `${uniqueName()}@example.com`);
    fill(dialog, 'Password', 'secret-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await expectToast('Registration Failed', 'Username already taken');
  });

  it('signs in, then shows the booking form with the email filled in', async () => {
    const existing = await registerUser(origin());
    renderApp(insurance);
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    fill(dialog, 'Username or email', existing.user.email);
    fill(dialog, 'Password', existing.password);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    await expectToast('Success', 'Logged in successfully!');
    const booking = await screen.findByRole('dialog', { name: 'Travel Insurance' });
    expect(within(booking).getByLabelText('Email (optional)')).toHaveProperty(
      'value',
      existing.user.email,
    );
    expect(document.activeElement).toBe(within(booking).getByLabelText('Passenger name'));
  });

  it('creates an account, then shows the booking form', async () => {
    renderApp(insurance);
    fireEvent.click(await screen.findByRole('button', { name: 'Need an account? Sign up' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Account' });
    const username = uniqueName();
    fill(dialog, 'Username', username);
    fill(dialog, 'Email', `${username}@example.com`);
    fill(dialog, 'Password', 'secret-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    await expectToast('Success', 'Account created successfully!');
    const booking = await screen.findByRole('dialog', { name: 'Travel Insurance' });
    expect(within(booking).getByRole('button', { name: 'Book for $49.99' })).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeTruthy();
  });
});

describe('purchase dialog, signed in', () => {
  it('summarises the service, the route, the trip type and the price', async () => {
    await signedIn();
    renderApp({
      serviceType: 'dummy-flight',
      bookingData: { fromCity: 'Delhi', additionalCities: ['Kyoto'], mode: 'multi' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dummy Flight Booking' });
    expect(dialog.textContent).toContain('not a real ticket');
    expect(summaryValue(dialog, 'Service')).toBe('Dummy Flight Booking');
    expect(summaryValue(dialog, 'Route')).toBe('Delhi → Unknown → Kyoto');
    expect(summaryValue(dialog, 'Trip type')).toBe('Multi-City');
    expect(summaryValue(dialog, 'Price')).toBe('$29.99');
    expect(within(dialog).getByRole('button', { name: 'Book for $29.99' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it("says 'Direct Trip' for a direct trip and 'Route not available' without booking data", async () => {
    await signedIn();
    renderApp(insurance);
    let dialog = await screen.findByRole('dialog', { name: 'Travel Insurance' });
    expect(dialog.textContent).toContain('medical emergencies, trip cancellation and lost baggage');
    expect(summaryValue(dialog, 'Route')).toBe('Delhi → Tokyo');
    expect(summaryValue(dialog, 'Trip type')).toBe('Direct Trip');
    expect(summaryValue(dialog, 'Price')).toBe('$49.99');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    cleanup();
    renderApp({ serviceType: 'dummy-hotel', bookingData: null });
    dialog = await screen.findByRole('dialog', { name: 'Dummy Hotel Booking' });
    expect(dialog.textContent).toContain('not a real hotel booking');
    expect(summaryValue(dialog, 'Route')).toBe('Route not available');
    expect(summaryValue(dialog, 'Price')).toBe('$24.99');
  });

  it("refuses to book without name, passport and phone: 'Missing Information'", async () => {
    const account = await signedIn();
    renderApp(insurance);
    const dialog = await screen.findByRole('dialog', { name: 'Travel Insurance' });
    fill(dialog, 'Passenger name', 'Asha Rao');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $49.99' }));

    await expectToast('Missing Information', 'Please fill in all required fields');
    expect(within(dialog).getByRole('alert').textContent).toContain('Missing Information');
    // The field states can show a render after the toast (their texts may still be loading).
    await waitFor(() =>
      expect(within(dialog).getAllByText('This field is required')).toHaveLength(2),
    );
    expect(within(dialog).getByLabelText('Passport number').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await purchasesOf(account.authToken)).toEqual([]);
  });

  it('books: confirmed toast with the reference, purchaseCompleted, closed, stored', async () => {
    const account = await signedIn();
    const completed = vi.fn();
    window.addEventListener(BROWSER_EVENTS.purchaseCompleted, completed);
    try {
      renderApp(insurance);
      const dialog = await screen.findByRole('dialog', { name: 'Travel Insurance' });
      fill(dialog, 'Passenger name', 'Asha Rao');
      fill(dialog, 'Passport number', 'K1234567');
      fill(dialog, 'Phone number', '+91 98765 43210');
      const release = holdNextRequest('/api/purchases');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $49.99' }));
      expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toHaveProperty(
        'disabled',
        true,
      );
      release();

      await expectToast('Booking Confirmed', 'Your Travel Insurance has been booked successfully!');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(completed).toHaveBeenCalledTimes(1);

      const [purchase, ...others] = await purchasesOf(account.authToken);
      expect(others).toEqual([]);
      expect(purchase).toMatchObject({
        type: 'travel-insurance',
        serviceName: 'Travel Insurance',
        destination: 'Japan',
        price: '49.99',
        status: 'confirmed',
        metadata: {
          fromCity: 'Delhi',
          toCity: 'Tokyo',
          mode: 'direct',
          nationality: 'India',
          destination: 'Japan',
          passengerInfo: {
            passengerName: 'Asha Rao',
            passportNumber: 'K1234567',
            phoneNumber: '+91 98765 43210',
            email: account.user.email,
          },
        },
      });
      expect(screen.getByText(`Reference: ${purchase?.reference ?? '?'}`)).toBeTruthy();
    } finally {
      window.removeEventListener(BROWSER_EVENTS.purchaseCompleted, completed);
    }
  });

  it("a refused purchase: 'Booking Failed' with the server's message, still open", async () => {
    const account = await signedIn();
    // Visa orders have their own route; the server refuses them here.
    renderApp({ serviceType: 'visa-bundle' });
    const dialog = await screen.findByRole('dialog', { name: 'Travel Service' });
    fill(dialog, 'Passenger name', 'Asha Rao');
    fill(dialog, 'Passport number', 'K1234567');
    fill(dialog, 'Phone number', '+91 98765 43210');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $39.99' }));

    await expectToast('Booking Failed', 'visa-bundle is ordered through /api/visa-orders');
    expect(screen.getByRole('dialog', { name: 'Travel Service' })).toBeTruthy();
    expect(await purchasesOf(account.authToken)).toEqual([]);
  });
});
