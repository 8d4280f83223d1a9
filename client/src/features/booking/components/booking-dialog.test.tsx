// @vitest-environment jsdom
// The chat's booking dialog (product.md §4.4, §3.6), opened through the lib hook the way the
// chat opens it, against the real API server (started from source on a fresh database).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_EVENTS, STORAGE_KEYS } from '@common/constants';
import { addDays, reservationsResponseSchema, type Booking } from '@common/contracts/bookings';
import type { TripSelection } from '@common/trip';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/components/ui/use-toast';
import { BookingDialog } from '@/features/booking/components/booking-dialog';
import { localToday } from '@/features/booking/utils/booking-form';
import {
  BOOKING_DIALOG_ACTION,
  BookingDialogProvider,
  useBookingCompletedListener,
  useBookingDialog,
  type OpenBookingDialogOptions,
} from '@/lib/booking-dialog';
import { readPendingAction } from '@/lib/pending-action';
import { SignUpDialogProvider, type SignUpDialogProps } from '@/lib/sign-up-dialog';
import { registerUser } from '@/testing/real-server';
import { setUpRealServerPage } from '@/testing/real-server-page';

// The real API server for this file, the page pointed at it, the texts loaded.
const origin = setUpRealServerPage({ allTexts: true });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const today = localToday(new Date());
const departure = addDays(today, 30);
const returning = addDays(today, 37);

const oneWay: TripSelection = {
  mode: 'direct',
  from: { name: 'Delhi', country: 'IN', airport: 'DEL' },
  destinations: [{ name: 'Paris', country: 'FR', airport: 'CDG' }],
  flightType: 'oneway',
};
const roundTrip: TripSelection = { ...oneWay, flightType: 'roundtrip' };
const openJaw: TripSelection = { ...oneWay, flightType: 'openjaw', returnCity: 'Nice' };

/** Stands in for the chat: opens the dialog through lib and hears bookingCompleted. */
function Opener({
  options,
  onCompleted,
}: {
  options: OpenBookingDialogOptions;
  onCompleted: (booking: Booking) => void;
}) {
  const bookingDialog = useBookingDialog();
  useBookingCompletedListener(onCompleted);
  return (
    <button type="button" onClick={() => bookingDialog.open(options)}>
      Book it
    </button>
  );
}

/** Stands in for the auth feature's dialog: the test signs in, then presses 'Signed in'. */
function StubSignUpDialog({ open, onSuccess }: SignUpDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Create your account">
      <button type="button" onClick={onSuccess}>
        Signed in
      </button>
    </div>
  );
}

function renderApp(options: OpenBookingDialogOptions) {
  // The toast store is global: start every test without an earlier test's toast.
  act(() => toast({ open: false }).dismiss());
  const completed = vi.fn<(booking: Booking) => void>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignUpDialogProvider dialog={StubSignUpDialog}>
        <BookingDialogProvider dialog={BookingDialog}>
          <Opener options={options} onCompleted={completed} />
        </BookingDialogProvider>
      </SignUpDialogProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Book it' }));
  return { completed };
}

/** Signs in the way a finished login leaves the page: token and user stored. */
async function signIn() {
  const account = await registerUser(origin());
  window.localStorage.setItem(STORAGE_KEYS.authToken, account.authToken);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(account.user));
  window.dispatchEvent(new Event(BROWSER_EVENTS.authStateChanged));
  return account;
}

function fill(container: HTMLElement, label: string, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

function fillFlight(dialog: HTMLElement, { withReturn }: { withReturn: boolean }) {
  fill(dialog, 'Departure date', departure);
  if (withReturn) fill(dialog, 'Return date', returning);
  fill(dialog, 'Full name as on passport', 'Asha Rao');
  fill(dialog, 'Email', 'asha@example.com');
  fill(dialog, 'Passport number', 'K1234567');
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

async function reservationsOf(authToken: string) {
  const res = await fetch(`${origin()}/api/reservations`, {
    headers: { Authorization: `Bearer ${authToken}` },
  });
  expect(res.status).toBe(200);
  return reservationsResponseSchema.parse(await res.json());
}

function listen(name: string) {
  const listener = vi.fn<(event: Event) => void>();
  window.addEventListener(name, listener);
  return { listener, stop: () => window.removeEventListener(name, listener) };
}

describe('booking dialog, what it shows', () => {
  it("without cities: 'No flight selected' and where to choose them", async () => {
    renderApp({ type: 'flight', trip: null });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Flight' });
    expect(within(dialog).getByText('No flight selected')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Please select your departure and destination cities first using the form above.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText('Passport number')).toBeNull();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a one-way flight: the route, the flight fields, the fares and the price per passenger', async () => {
    renderApp({ type: 'flight', trip: oneWay });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Flight' });
    expect(summaryValue(dialog, 'Route')).toBe('Delhi → Paris');
    expect(summaryValue(dialog, 'Flight type')).toBe('One-way');
    for (const label of ['Departure date', 'Passengers', 'Full name as on passport', 'Email']) {
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    }
    expect(within(dialog).getByLabelText('Passport number')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Return date')).toBeNull();
    const economy = within(dialog).getByRole('radio', { name: /^Economy/ });
    expect(economy).toHaveProperty('checked', true);
    expect(economy.closest('label')?.textContent).toBe('EconomyNon-refundable$29.99');
    expect(
      within(dialog)
        .getByRole('radio', { name: /^Business/ })
        .closest('label')?.textContent,
    ).toBe('BusinessRefundable$29.99');
    expect(within(dialog).getByRole('button', { name: 'Book for $29.99' })).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Passengers'), { target: { value: '3' } });
    expect(await within(dialog).findByRole('button', { name: 'Book for $89.97' })).toBeTruthy();
    expect(within(dialog).getByText('$29.99 × 3 passengers')).toBeTruthy();
    expect(within(dialog).getAllByText('$89.97').length).toBeGreaterThanOrEqual(3);
  });

  it('a round trip shows ⇄ and asks for the return date; open-jaw returns from the return city', async () => {
    renderApp({ type: 'flight', trip: roundTrip });
    let dialog = await screen.findByRole('dialog', { name: 'Book Your Flight' });
    expect(summaryValue(dialog, 'Route')).toBe('Delhi ⇄ Paris');
    expect(within(dialog).getByLabelText('Return date')).toBeTruthy();

    cleanup();
    renderApp({ type: 'flight', trip: openJaw });
    dialog = await screen.findByRole('dialog', { name: 'Book Your Flight' });
    expect(summaryValue(dialog, 'Outbound')).toBe('Delhi → Paris');
    expect(summaryValue(dialog, 'Return')).toBe('Nice → Delhi');
    expect(summaryValue(dialog, 'Flight type')).toBe('Open-jaw');
    expect(within(dialog).getByLabelText('Return date')).toBeTruthy();
  });

  it('a multi-city trip flies home from its return city on the day its stays end', async () => {
    const multi: TripSelection = {
      mode: 'multi',
      from: oneWay.from,
      destinations: [
        { name: 'Paris', country: 'FR', airport: 'CDG' },
        { name: 'Lyon', country: 'FR', airport: 'LYS' },
      ],
      stays: [3, 4],
      flightType: 'openjaw',
      returnCity: 'Lyon',
    };
    renderApp({ type: 'flight', trip: multi });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Flight' });
    expect(summaryValue(dialog, 'Outbound')).toBe('Delhi → Paris');
    expect(summaryValue(dialog, 'Return')).toBe('Lyon → Delhi');
    const returnDate = within(dialog).getByLabelText<HTMLInputElement>('Return date');
    expect(returnDate.value).toBe('');
    fill(dialog, 'Departure date', departure);
    await waitFor(() => expect(returnDate.value).toBe(addDays(departure, 7)));
    // A date the traveller chose stays theirs.
    fill(dialog, 'Return date', addDays(departure, 9));
    fill(dialog, 'Departure date', addDays(departure, 1));
    expect(returnDate.value).toBe(addDays(departure, 9));
  });

  it('a hotel in the first destination: the hotel fields, the rooms, one price', async () => {
    renderApp({ type: 'hotel', trip: oneWay });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Hotel' });
    expect(summaryValue(dialog, 'Hotel city')).toBe('Paris');
    for (const label of ['Check-in', 'Check-out', 'Guests', 'Guest name', 'Guest email']) {
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    }
    expect(within(dialog).getByRole('radio', { name: /^Standard/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('radio', { name: /^Deluxe/ })).toBeTruthy();
    fill(dialog, 'Check-in', departure);
    fill(dialog, 'Check-out', addDays(departure, 3));
    expect(await within(dialog).findByText('3 nights')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Book for $24.99' })).toBeTruthy();
  });
});

describe('booking dialog, signed in', () => {
  it("refuses empty fields: 'Please fill in all required fields', field messages, nothing saved", async () => {
    const account = await signIn();
    renderApp({ type: 'flight', trip: roundTrip });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Flight' });
    // The email starts as the user's.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveProperty('value', account.user.email),
    );
    fill(dialog, 'Full name as on passport', 'Asha Rao');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $29.99' }));

    await expectToast('Missing Information', 'Please fill in all required fields');
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Please fill in all required fields',
    );
    // Departure date, return date and passport number. The field messages can show a render
    // after the toast (on a busy machine the form's texts may still be loading), so wait.
    await waitFor(() =>
      expect(within(dialog).getAllByText('This field is required')).toHaveLength(3),
    );
    expect(within(dialog).getByLabelText('Passport number').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await reservationsOf(account.authToken)).toEqual([]);
  });

  it('refuses a return before the departure and a check-out before the check-in', async () => {
    await signIn();
    renderApp({ type: 'flight', trip: roundTrip });
    let dialog = await screen.findByRole('dialog', { name: 'Book Your Flight' });
    fillFlight(dialog, { withReturn: true });
    fill(dialog, 'Return date', addDays(departure, -1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $29.99' }));
    expect(
      await within(dialog).findByText('Return date cannot be before the departure date'),
    ).toBeTruthy();

    cleanup();
    renderApp({ type: 'hotel', trip: oneWay });
    dialog = await screen.findByRole('dialog', { name: 'Book Your Hotel' });
    fill(dialog, 'Check-in', departure);
    fill(dialog, 'Check-out', departure);
    fill(dialog, 'Guest name', 'Asha Rao');
    fill(dialog, 'Guest email', 'asha@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $24.99' }));
    expect(
      await within(dialog).findByText('Check-out date must be after the check-in date'),
    ).toBeTruthy();
  });

  it('books a round trip: saved with its reference, bookingCompleted and purchaseCompleted, closed', async () => {
    const account = await signIn();
    const purchase = listen(BROWSER_EVENTS.purchaseCompleted);
    const completedEvent = listen(BROWSER_EVENTS.bookingCompleted);
    const onBooked = vi.fn<(booking: Booking) => void>();
    try {
      const { completed } = renderApp({ type: 'flight', trip: roundTrip, onBooked });
      const dialog = await screen.findByRole('dialog', { name: 'Book Your Flight' });
      fillFlight(dialog, { withReturn: true });
      fireEvent.change(within(dialog).getByLabelText('Passengers'), { target: { value: '2' } });
      // Every passenger is named, not only the lead one.
      fill(dialog, 'Passenger 2: full name as on passport', 'Ravi Rao');
      fireEvent.click(within(dialog).getByRole('radio', { name: /^Premium Economy/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $59.98' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const [saved, ...others] = await reservationsOf(account.authToken);
      expect(others).toEqual([]);
      expect(saved).toMatchObject({
        type: 'flight',
        serviceName: 'Delhi ⇄ Paris',
        destination: 'France',
        amount: '59.98',
        currency: 'USD',
        status: 'confirmed',
        refundable: true,
        details: {
          departureCity: 'Delhi',
          arrivalCity: 'Paris',
          dates: { departure, return: returning },
          passengers: 2,
          priceOption: { label: 'Premium Economy' },
          flightType: 'roundtrip',
          isRoundTrip: true,
          fullName: 'Asha Rao',
          otherPassengers: ['Ravi Rao'],
          email: 'asha@example.com',
          passportNumber: 'K1234567',
        },
      });
      expect(saved?.reference).toMatch(/^FL\d{9}AB$/);

      expect(completedEvent.listener).toHaveBeenCalledTimes(1);
      const event = completedEvent.listener.mock.calls[0]?.[0];
      expect(event instanceof CustomEvent && event.detail).toEqual(saved);
      expect(completed).toHaveBeenCalledWith(saved);
      expect(onBooked).toHaveBeenCalledWith(saved);
      expect(purchase.listener).toHaveBeenCalledTimes(1);
    } finally {
      purchase.stop();
      completedEvent.stop();
    }
  });

  it('books an open-jaw flight as flexible_return from the return city', async () => {
    const account = await signIn();
    renderApp({ type: 'flight', trip: openJaw });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Flight' });
    fillFlight(dialog, { withReturn: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $29.99' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [saved] = await reservationsOf(account.authToken);
    expect(saved).toMatchObject({
      serviceName: 'Delhi → Paris · Nice → Delhi',
      refundable: false,
      details: { flightType: 'flexible_return', returnCity: 'Nice', isRoundTrip: false },
    });
  });

  it('books a hotel in the first destination', async () => {
    const account = await signIn();
    const { completed } = renderApp({ type: 'hotel', trip: oneWay });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Hotel' });
    fill(dialog, 'Check-in', departure);
    fill(dialog, 'Check-out', addDays(departure, 4));
    fireEvent.change(within(dialog).getByLabelText('Guests'), { target: { value: '2' } });
    fill(dialog, 'Guest name', '李小龙');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Deluxe/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $24.99' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [saved] = await reservationsOf(account.authToken);
    expect(saved).toMatchObject({
      type: 'hotel',
      serviceName: 'Hotel Booking',
      amount: '24.99',
      details: {
        arrivalCity: 'Paris',
        departureCity: 'Delhi',
        checkIn: departure,
        checkOut: addDays(departure, 4),
        nights: 4,
        guests: 2,
        guestName: '李小龙',
        guestEmail: account.user.email,
        priceOption: { label: 'Deluxe' },
      },
    });
    expect(saved?.reference).toMatch(/^[A-Z0-9]{9}$/);
    expect(completed).toHaveBeenCalledWith(saved);
  });

  it('books the hotel chosen from the recommendations by its name and address', async () => {
    const account = await signIn();
    const hotel = { name: 'Hôtel Lumière', address: 'Le Marais, Paris' };
    renderApp({ type: 'hotel', trip: oneWay, hotel });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Hotel' });
    expect(summaryValue(dialog, 'Hotel')).toBe('Hôtel LumièreLe Marais, Paris · sample listing');
    fill(dialog, 'Check-in', departure);
    fill(dialog, 'Check-out', addDays(departure, 2));
    fill(dialog, 'Guest name', 'Ana Ruiz');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $24.99' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [saved] = await reservationsOf(account.authToken);
    expect(saved?.details).toMatchObject({
      arrivalCity: 'Paris',
      hotelName: 'Hôtel Lumière',
      hotelAddress: 'Le Marais, Paris',
    });
  });

  it("a refused booking: 'Booking Error', still open, nothing saved", async () => {
    const account = await signIn();
    const completedEvent = listen(BROWSER_EVENTS.bookingCompleted);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // The server takes city names of at most 100 characters.
      const longName = 'Llanfair'.repeat(20);
      renderApp({
        type: 'flight',
        trip: { ...oneWay, destinations: [{ name: longName, country: 'GB', airport: '' }] },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Book Your Flight' });
      fillFlight(dialog, { withReturn: false });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $29.99' }));

      await expectToast(
        'Booking Error',
        'Sorry, there was an issue saving your booking. Please try again or contact support.',
      );
      expect(within(dialog).getByRole('alert').textContent).toContain('Booking Error');
      expect(screen.getByRole('dialog', { name: 'Book Your Flight' })).toBeTruthy();
      expect(within(dialog).getByLabelText('Passport number')).toHaveProperty('value', 'K1234567');
      expect(completedEvent.listener).not.toHaveBeenCalled();
      expect(await reservationsOf(account.authToken)).toEqual([]);
      expect(logged).toHaveBeenCalledWith('The booking could not be saved', expect.any(Error));
    } finally {
      logged.mockRestore();
      completedEvent.stop();
    }
  });
});

describe('booking dialog, signed out', () => {
  it('confirm stores the form without the passport and opens sign-up; after sign-in it resumes', async () => {
    const onBooked = vi.fn<(booking: Booking) => void>();
    const { completed } = renderApp({ type: 'flight', trip: roundTrip, onBooked });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Flight' });
    // Once the sign-in check has answered 'signed out', the dialog says sign-up comes first.
    expect(await within(dialog).findByText(/create an account or sign in before/)).toBeTruthy();
    fillFlight(dialog, { withReturn: true });
    fireEvent.change(within(dialog).getByLabelText('Passengers'), { target: { value: '2' } });
    fill(dialog, 'Passenger 2: full name as on passport', 'Ravi Rao');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Business/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $59.98' }));

    const signUp = await screen.findByRole('dialog', { name: 'Create your account' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Book Your Flight' })).toBeNull(),
    );
    const stored = window.localStorage.getItem(STORAGE_KEYS.pendingModalAction) ?? '';
    expect(stored).not.toContain('K1234567');
    expect(stored).not.toContain('passportNumber');
    expect(readPendingAction()).toEqual({
      type: BOOKING_DIALOG_ACTION,
      payload: {
        type: 'flight',
        trip: roundTrip,
        values: {
          departureDate: departure,
          returnDate: returning,
          passengers: 2,
          fullName: 'Asha Rao',
          passenger2: 'Ravi Rao',
          email: 'asha@example.com',
          fareLabel: 'Business',
        },
      },
    });

    // The user signs up in the dialog; the booking dialog comes back as it was, bar the passport.
    const account = await signIn();
    fireEvent.click(within(signUp).getByRole('button', { name: 'Signed in' }));
    const resumed = await screen.findByRole('dialog', { name: 'Book Your Flight' });
    expect(within(resumed).getByRole('status').textContent).toContain(
      'Please enter it again to confirm your booking.',
    );
    expect(within(resumed).getByLabelText('Departure date')).toHaveProperty('value', departure);
    expect(within(resumed).getByLabelText('Return date')).toHaveProperty('value', returning);
    expect(within(resumed).getByLabelText('Full name as on passport')).toHaveProperty(
      'value',
      'Asha Rao',
    );
    expect(within(resumed).getByLabelText('Passenger 2: full name as on passport')).toHaveProperty(
      'value',
      'Ravi Rao',
    );
    expect(within(resumed).getByRole('radio', { name: /^Business/ })).toHaveProperty(
      'checked',
      true,
    );
    const passport = within(resumed).getByLabelText('Passport number');
    expect(passport).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(passport));
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingModalAction)).toBeNull();

    fill(resumed, 'Passport number', 'K7654321');
    fireEvent.click(within(resumed).getByRole('button', { name: 'Book for $59.98' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [saved] = await reservationsOf(account.authToken);
    expect(saved).toMatchObject({
      amount: '59.98',
      details: { passportNumber: 'K7654321', passengers: 2, priceOption: { label: 'Business' } },
    });
    expect(completed).toHaveBeenCalledWith(saved);
    expect(onBooked).toHaveBeenCalledWith(saved);
  });

  it('a hotel: the stored action holds the hotel form', async () => {
    renderApp({ type: 'hotel', trip: oneWay });
    const dialog = await screen.findByRole('dialog', { name: 'Book Your Hotel' });
    expect(await within(dialog).findByText(/create an account or sign in before/)).toBeTruthy();
    fill(dialog, 'Check-in', departure);
    fill(dialog, 'Check-out', addDays(departure, 2));
    fill(dialog, 'Guest name', 'Asha Rao');
    fill(dialog, 'Guest email', 'asha@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book for $24.99' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeTruthy();
    expect(readPendingAction()).toMatchObject({
      type: BOOKING_DIALOG_ACTION,
      payload: {
        type: 'hotel',
        trip: oneWay,
        values: { checkIn: departure, guests: 1, guestName: 'Asha Rao', roomLabel: 'Standard' },
      },
    });
  });
});
