// @vitest-environment jsdom
// The confirmation vouchers of product.md §4.5, for bookings the real server saved.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@common/constants';
import { addDays, bookingSchema, type Booking } from '@common/contracts/bookings';
import { type CreateBookingRequest } from '@common/contracts/booking-requests';
import { BookingVoucherCard } from '@/features/vouchers/components/booking-voucher-card';
import { i18n, initI18n } from '@/lib/i18n';
import { pointPageAt, registerUser, startRealServer, type RealServer } from '@/testing/real-server';

let server: RealServer | undefined;
let authToken = '';

beforeAll(async () => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  server = await startRealServer();
  pointPageAt(server.origin);
  await initI18n(i18n, { allTexts: true });
  authToken = (await registerUser(server.origin)).authToken;
}, 90_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await server?.stop();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const departure = addDays(new Date().toISOString().slice(0, 10), 30);
const returning = addDays(departure, 7);

const flight = {
  type: 'flight',
  destination: 'France',
  departureCity: 'Delhi',
  arrivalCity: 'Paris',
  dates: { departure },
  passengers: 2,
  priceOption: { label: 'Business' },
  flightType: 'oneway',
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  passportNumber: 'K1234567',
} satisfies CreateBookingRequest;

async function book(body: CreateBookingRequest): Promise<Booking> {
  if (!server) throw new Error('The server did not start');
  const res = await fetch(`${server.origin}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${authToken}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return bookingSchema.parse(await res.json());
}

function value(card: HTMLElement, term: string): string | null {
  return within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('booking voucher', () => {
  it('one-way: reference, passenger, route, date, fare, amount, expiry, PDF and verify link', async () => {
    const booking = await book(flight);
    render(<BookingVoucherCard booking={booking} />);
    const card = screen.getByRole('region', { name: 'Flight Reservation Confirmed' });
    expect(card.textContent).toContain(`Reference: ${booking.reference}`);
    expect(value(card, 'Route')).toBe('Delhi → Paris');
    expect(value(card, 'Flight type')).toBe('One-way');
    expect(value(card, 'Passenger')).toBe('Asha Rao');
    expect(value(card, 'Passengers')).toBe('2');
    expect(value(card, 'Departure date')).toBeTruthy();
    expect(within(card).queryByText('Return date')).toBeNull();
    expect(value(card, 'Fare')).toBe('BusinessRefundable');
    expect(value(card, 'Amount')).toBe('$59.98');
    expect(value(card, 'Status')).toBe('Confirmed');
    expect(value(card, 'Reservation Expires')).toBeTruthy();
    const verify = within(card).getByRole('link', { name: /Verify reservation/ });
    expect(verify.getAttribute('href')).toBe(`/verify/${booking.reference}`);
    expect(within(card).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('round trip ⇄ with the return date; open-jaw: outbound and the return from the return city', async () => {
    const round = await book({
      ...flight,
      flightType: 'roundtrip',
      dates: { departure, return: returning },
    });
    render(<BookingVoucherCard booking={round} />);
    let card = screen.getByRole('region', { name: 'Flight Reservation Confirmed' });
    expect(value(card, 'Route')).toBe('Delhi ⇄ Paris');
    expect(value(card, 'Return date')).toBeTruthy();
    cleanup();

    const openJaw = await book({
      ...flight,
      flightType: 'flexible_return',
      returnCity: 'Nice',
      priceOption: { label: 'Economy' },
      dates: { departure, return: returning },
    });
    render(<BookingVoucherCard booking={openJaw} />);
    card = screen.getByRole('region', { name: 'Flight Reservation Confirmed' });
    expect(value(card, 'Outbound')).toBe('Delhi → Paris');
    expect(value(card, 'Return')).toBe('Nice → Delhi');
    expect(value(card, 'Flight type')).toBe('Open-jaw');
    expect(value(card, 'Fare')).toBe('EconomyNon-refundable');
  });

  it('hotel: city, guest, stay, room, amount; no expiry', async () => {
    const hotel = await book({
      type: 'hotel',
      destination: 'France',
      arrivalCity: 'Paris',
      checkIn: departure,
      checkOut: addDays(departure, 3),
      guests: 2,
      priceOption: { label: 'Deluxe' },
      guestName: '李小龙',
      guestEmail: 'li@example.com',
    });
    render(<BookingVoucherCard booking={hotel} />);
    const card = screen.getByRole('region', { name: 'Hotel Reservation Confirmed' });
    expect(card.textContent).toContain(hotel.reference);
    expect(value(card, 'Hotel city')).toBe('Paris');
    expect(value(card, 'Guest')).toBe('李小龙');
    expect(value(card, 'Stay')).toBe('3 nights');
    expect(value(card, 'Room')).toBe('Deluxe');
    expect(value(card, 'Amount')).toBe('$24.99');
    expect(within(card).queryByText('Reservation Expires')).toBeNull();
  });

  it('Download PDF saves the real PDF as {id}.pdf', async () => {
    const booking = await book(flight);
    window.localStorage.setItem(STORAGE_KEYS.authToken, authToken);
    // jsdom has no object URLs: keep the blob and the link the download used.
    let saved: Blob | undefined;
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      saved = blob;
      return 'blob:pdf';
    };
    URL.revokeObjectURL = () => {};
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    try {
      render(<BookingVoucherCard booking={booking} />);
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
      // The server's first PDF loads its fonts (decision 011): it can take a few seconds.
      await waitFor(() => expect(clicks).toHaveLength(1), { timeout: 15_000 });
      expect(clicks[0]?.download).toBe(`${booking.id}.pdf`);
      const bytes = new Uint8Array(await (saved as Blob).arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveProperty(
          'disabled',
          false,
        ),
      );
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });
});
