import { and, desc, eq } from 'drizzle-orm';
import {
  flightBookingDetailsSchema,
  hotelBookingDetailsSchema,
  type Booking,
} from '@common/contracts/bookings';
import type { PlannedBooking } from '../../domain/bookings/plan-booking';
import type { Db } from '../database';
import { insertWithFreshReference } from '../references';
import { bookings } from '../schema';

export type BookingRow = typeof bookings.$inferSelect;

/** The API's shape of a stored booking; its details are checked against the contract. */
export function toBooking(row: BookingRow): Booking {
  const fields = {
    id: row.id,
    reference: row.reference,
    serviceName: row.serviceName,
    destination: row.destination,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.type === 'flight') {
    if (!row.expiresAt || row.refundable === null) {
      throw new Error(`flight booking ${row.id} has no expiry or refundable flag`);
    }
    return {
      ...fields,
      type: 'flight',
      bookingType: 'flight',
      details: flightBookingDetailsSchema.parse(row.details),
      expiresAt: row.expiresAt.toISOString(),
      refundable: row.refundable,
    };
  }
  if (row.type === 'hotel') {
    return {
      ...fields,
      type: 'hotel',
      bookingType: 'hotel',
      details: hotelBookingDetailsSchema.parse(row.details),
      expiresAt: null,
      refundable: null,
    };
  }
  throw new Error(`booking ${row.id} has an unknown type ${row.type}`);
}

/** Stores the booking for the user under a fresh reference from `newRef`. */
export async function insertBooking(
  db: Db,
  userId: string,
  booking: PlannedBooking,
  newRef: () => string,
): Promise<BookingRow> {
  return insertWithFreshReference(newRef, async (reference) => {
    const [row] = await db
      .insert(bookings)
      .values({ ...booking, userId, reference })
      .returning();
    if (!row) throw new Error('booking insert returned no row');
    return row;
  });
}

/** The user's bookings, newest first. */
export async function listBookings(db: Db, userId: string, limit: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

/** The user's own booking with this id; undefined for anyone else's or none. */
export async function findOwnBooking(
  db: Db,
  userId: string,
  id: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
    .limit(1);
  return row;
}

/** Deletes the user's own booking; false when it is not theirs or does not exist. */
export async function deleteOwnBooking(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
    .returning({ id: bookings.id });
  return deleted.length > 0;
}

/** Anyone's booking with this reference (public verification shows only a summary). */
export async function findBookingByReference(
  db: Db,
  reference: string,
): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  return row;
}
