import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema, reservationsResponseSchema } from '@common/contracts/bookings';
import { bookings } from '../src/db/schema';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';
import { book, flightBooking, hotelBooking, inDays, postBooking } from './helpers/travel-fixtures';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await registerUser(ctx.app));
});
afterAll(async () => {
  await ctx.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const storedCount = async () => (await ctx.database.db.select().from(bookings)).length;

/** Posts the payload and expects a 400 with `message`, and nothing stored. */
async function expectRefused(payload: object, message: string | RegExp) {
  const before = await storedCount();
  const res = await postBooking(ctx.app, token, payload);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: expect.stringMatching(message) });
  expect(await storedCount()).toBe(before);
}

describe('POST /api/bookings', () => {
  it('needs a sign-in: 401 JSON and nothing stored', async () => {
    const before = await storedCount();
    const res = await postBooking(ctx.app, undefined, flightBooking());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await storedCount()).toBe(before);
  });

  it('saves a one-way flight with the server name, FL…AB reference, price and expiry', async () => {
    const res = await postBooking(ctx.app, token, flightBooking({ serviceName: 'Anything' }));
    expect(res.statusCode).toBe(201);
    const body = bookingSchema.parse(res.json());
    expect(body).toEqual({
      id: expect.any(String),
      type: 'flight',
      bookingType: 'flight',
      reference: expect.stringMatching(/^FL\d{9}AB$/),
      serviceName: 'Paris → Tokyo',
      destination: 'Japan',
      amount: '59.98',
      currency: 'USD',
      status: 'confirmed',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      refundable: false,
      details: {
        departureCity: 'Paris',
        arrivalCity: 'Tokyo',
        dates: { departure: inDays(30) },
        passengers: 2,
        priceOption: { label: 'Economy' },
        flightType: 'oneway',
        isRoundTrip: false,
        fullName: 'John Doe',
        email: 'john@example.com',
        passportNumber: 'X1234567',
      },
    });
    // Departure a month out: held 14 days from booking.
    const held = Date.parse(body.expiresAt ?? '') - Date.parse(body.createdAt);
    expect(held).toBe(14 * DAY_MS);

    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, body.id));
    expect(row).toMatchObject({
      type: 'flight',
      reference: body.reference,
      serviceName: 'Paris → Tokyo',
      amount: '59.98',
      currency: 'USD',
      status: 'confirmed',
      refundable: false,
    });
    expect(row?.expiresAt?.toISOString()).toBe(body.expiresAt);
  });

  it("names a round trip 'A ⇄ B' and takes the return date from either field", async () => {
    const viaDates = await postBooking(
      ctx.app,
      token,
      flightBooking({
        flightType: 'roundtrip',
        isRoundTrip: true,
        dates: { departure: inDays(20), return: inDays(27) },
        priceOption: { label: 'Business' },
      }),
    );
    expect(viaDates.statusCode).toBe(201);
    expect(viaDates.json()).toMatchObject({
      serviceName: 'Paris ⇄ Tokyo',
      refundable: true,
      details: { isRoundTrip: true, dates: { departure: inDays(20), return: inDays(27) } },
    });

    const viaReturnDate = await postBooking(
      ctx.app,
      token,
      flightBooking({
        flightType: 'roundtrip',
        isRoundTrip: true,
        dates: { departure: inDays(20), return: '' },
        returnDate: inDays(22),
        priceOption: { label: 'Premium Economy' },
      }),
    );
    expect(viaReturnDate.statusCode).toBe(201);
    expect(viaReturnDate.json()).toMatchObject({
      serviceName: 'Paris ⇄ Tokyo',
      refundable: true,
      details: { dates: { return: inDays(22) } },
    });
  });

  it('keeps a name for every passenger after the lead one, and refuses a wrong count', async () => {
    const named = await postBooking(
      ctx.app,
      token,
      flightBooking({ passengers: 3, otherPassengers: ['Jane Doe', 'Li Wei'] }),
    );
    expect(named.statusCode).toBe(201);
    expect(named.json()).toMatchObject({
      details: { fullName: 'John Doe', otherPassengers: ['Jane Doe', 'Li Wei'] },
    });
    const miscounted = await postBooking(
      ctx.app,
      token,
      flightBooking({ passengers: 3, otherPassengers: ['Jane Doe'] }),
    );
    expect(miscounted.statusCode).toBe(400);
    expect(miscounted.json()).toEqual({ message: expect.stringContaining('otherPassengers') });
  });

  it('names an open-jaw trip by both legs and keeps its return city', async () => {
    const res = await postBooking(
      ctx.app,
      token,
      flightBooking({
        flightType: 'flexible_return',
        isRoundTrip: false,
        returnCity: 'Osaka',
        dates: { departure: inDays(10), return: inDays(18) },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      serviceName: 'Paris → Tokyo · Osaka → Paris',
      details: { flightType: 'flexible_return', returnCity: 'Osaka', isRoundTrip: false },
    });
  });

  it('lets a reservation lapse with its departure day when that comes before 14 days', async () => {
    const departure = inDays(3);
    const body = await book(ctx.app, token, flightBooking({ dates: { departure } }));
    // The departure day is over everywhere (UTC−12) 36 hours after its UTC midnight.
    expect(body.expiresAt).toBe(
      new Date(Date.parse(`${departure}T00:00:00Z`) + 36 * 60 * 60 * 1000).toISOString(),
    );
  });

  it("saves a hotel as 'Hotel Booking' with a 9-character reference, one price and no expiry", async () => {
    const res = await postBooking(ctx.app, token, hotelBooking({ hotelName: 'Hotel Sakura' }));
    expect(res.statusCode).toBe(201);
    const body = bookingSchema.parse(res.json());
    expect(body).toEqual({
      id: expect.any(String),
      type: 'hotel',
      bookingType: 'hotel',
      reference: expect.stringMatching(/^[A-Z0-9]{9}$/),
      serviceName: 'Hotel Booking',
      destination: 'Japan',
      amount: '24.99',
      currency: 'USD',
      status: 'confirmed',
      createdAt: expect.any(String),
      expiresAt: null,
      refundable: null,
      details: {
        arrivalCity: 'Tokyo',
        hotelName: 'Hotel Sakura',
        checkIn: inDays(30),
        checkOut: inDays(35),
        dates: { departure: inDays(30), return: inDays(35) },
        nights: 5,
        guests: 2,
        priceOption: { label: 'Deluxe' },
        guestName: 'José Ñúñez',
        guestEmail: 'jose@example.com',
      },
    });
    // Guests and room do not change the price.
    const single = await book(
      ctx.app,
      token,
      hotelBooking({ guests: 1, priceOption: { label: 'Standard' } }),
    );
    expect(single).toMatchObject({ amount: '24.99' });
  });

  it('defaults the currency to USD and accepts only USD', async () => {
    expect(
      (await book(ctx.app, token, flightBooking({ currency: 'usd' }))) as object,
    ).toMatchObject({ currency: 'USD' });
    await expectRefused(flightBooking({ currency: 'EUR' }), /currency: must be USD/);
  });

  it('accepts the price it would charge and refuses any other amount', async () => {
    expect(await book(ctx.app, token, flightBooking({ amount: '59.98' }))).toMatchObject({
      amount: '59.98',
    });
    expect(await book(ctx.app, token, hotelBooking({ amount: 24.99 }))).toMatchObject({
      amount: '24.99',
    });
    await expectRefused(
      flightBooking({ amount: '0.01' }),
      /^Amount does not match the reservation price of \$59\.98$/,
    );
    await expectRefused(
      hotelBooking({ amount: 1 }),
      /^Amount does not match the reservation price of \$24\.99$/,
    );
  });

  it('refuses dates in the past, returns before departures and check-outs not after check-ins', async () => {
    await expectRefused(
      flightBooking({ dates: { departure: inDays(-2) } }),
      /^Departure date cannot be in the past$/,
    );
    await expectRefused(
      flightBooking({
        flightType: 'roundtrip',
        isRoundTrip: true,
        dates: { departure: inDays(9), return: inDays(8) },
      }),
      /dates\.return: Return date cannot be before the departure date/,
    );
    await expectRefused(
      flightBooking({
        flightType: 'roundtrip',
        isRoundTrip: true,
        dates: { departure: inDays(9) },
      }),
      /A round trip needs a return date/,
    );
    await expectRefused(
      flightBooking({ dates: { departure: inDays(9), return: inDays(12) } }),
      /A one-way flight has no return date/,
    );
    await expectRefused(
      hotelBooking({ checkIn: inDays(-3), checkOut: inDays(2) }),
      /^Check-in date cannot be in the past$/,
    );
    await expectRefused(
      hotelBooking({ checkIn: inDays(5), checkOut: inDays(5) }),
      /checkOut: Check-out date must be after the check-in date/,
    );
    await expectRefused(
      flightBooking({ dates: { departure: inDays(400) } }),
      /^Departure date must be within 365 days from today$/,
    );
    await expectRefused(
      flightBooking({ dates: { departure: '12/05/2027' } }),
      /dates\.departure: must be a date \(YYYY-MM-DD\)/,
    );
  });

  it('refuses missing passenger fields, bad counts, unknown fares and contradictions', async () => {
    await expectRefused(flightBooking({ fullName: '  ' }), /fullName: is required/);
    await expectRefused(flightBooking({ passportNumber: '' }), /passportNumber: is required/);
    await expectRefused(flightBooking({ email: 'not-an-email' }), /email/);
    await expectRefused(flightBooking({ passengers: 0 }), /passengers/);
    await expectRefused(flightBooking({ passengers: 10 }), /passengers/);
    await expectRefused(flightBooking({ priceOption: { label: 'First' } }), /priceOption\.label/);
    await expectRefused(hotelBooking({ priceOption: { label: 'Economy' } }), /priceOption\.label/);
    await expectRefused(flightBooking({ isRoundTrip: true }), /isRoundTrip: does not match/);
    await expectRefused(hotelBooking({ guestName: '' }), /guestName: is required/);
    await expectRefused(hotelBooking({ guests: 12 }), /guests/);
    await expectRefused(flightBooking({ type: 'train' }), /type/);
  });
});

describe('GET /api/reservations', () => {
  const list = (who?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/reservations',
      headers: bearer(who),
      remoteAddress: randomIp(),
    });

  it('needs a sign-in: 401 JSON', async () => {
    const res = await list();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it("lists the user's own bookings, newest first, and nobody else's", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    expect((await list(alice.token)).json()).toEqual([]);
    const first = await book(ctx.app, alice.token, flightBooking());
    const second = await book(ctx.app, alice.token, hotelBooking());
    const bobs = await book(ctx.app, bob.token, flightBooking());

    const res = await list(alice.token);
    expect(res.statusCode).toBe(200);
    const reservations = reservationsResponseSchema.parse(res.json());
    expect(reservations.map((r) => r.reference)).toEqual([second.reference, first.reference]);
    expect(reservations[0]).toMatchObject({ type: 'hotel', serviceName: 'Hotel Booking' });
    expect(reservations[1]).toMatchObject({ type: 'flight', serviceName: 'Paris → Tokyo' });
    const bobsList = reservationsResponseSchema.parse((await list(bob.token)).json());
    expect(bobsList.map((r) => r.reference)).toEqual([bobs.reference]);
  });
});
