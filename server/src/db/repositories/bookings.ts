import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  flightBookingDetailsSchema,
  hotelBookingDetailsSchema,
  type Booking,
} from '@common/contracts/bookings';
import type { PlannedBooking } from '../../domain/bookings/plan-booking';
import type { Db } from '../database';
import { preparedPerDatabase } from '../prepared';
import { fieldCipher, type FieldCipher } from '../field-encryption';
import { REFERENCE_ATTEMPTS } from '../references';
import { bookings } from '../schema';
import { confirmationParameters, queueConfirmationOf, type NewEmail } from './email-outbox';

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

// The flight's passport number is stored encrypted (server/src/db/field-encryption.ts); the
// other details stay readable to SQL.
function withPassport(
  details: Record<string, unknown>,
  change: (value: string) => string,
): Record<string, unknown> {
  const { passportNumber } = details;
  return typeof passportNumber === 'string'
    ? { ...details, passportNumber: change(passportNumber) }
    : details;
}

function opened(cipher: FieldCipher, row: BookingRow): BookingRow {
  return { ...row, details: withPassport(row.details, (value) => cipher.decrypt(value)) };
}

/** The booking's row, or nothing when its reference is taken. */
function bookingUnlessTaken(db: Db) {
  return db.$with('booking').as(
    db
      .insert(bookings)
      .values({
        id: sql.placeholder('id'),
        userId: sql.placeholder('userId'),
        type: sql.placeholder('type'),
        reference: sql.placeholder('reference'),
        serviceName: sql.placeholder('serviceName'),
        destination: sql.placeholder('destination'),
        details: sql.placeholder('details'),
        amount: sql.placeholder('amount'),
        currency: sql.placeholder('currency'),
        status: sql.placeholder('status'),
        // Raw, as the column's own encoder cannot take a hotel's null.
        expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
        refundable: sql.placeholder('refundable'),
        createdAt: sql.placeholder('createdAt'),
        chatSessionId: sql.placeholder('chatSessionId'),
      })
      .onConflictDoNothing({ target: bookings.reference })
      .returning(),
  );
}

const insertUnlessTaken = preparedPerDatabase('insert_booking', (db) => {
  const booking = bookingUnlessTaken(db);
  return db.with(booking, queueConfirmationOf(db, 'booking')).select().from(booking);
});

/**
 * Stores the booking for the user under a fresh reference from `newRef`, and in the same
 * statement queues its confirmation mail (`confirmation` of the booking's id): a stored booking
 * always has its confirmation in the outbox, and one that failed has none.
 */
export async function insertBooking(
  db: Db,
  userId: string,
  booking: PlannedBooking,
  newRef: () => string,
  confirmation: (bookingId: string) => NewEmail,
): Promise<BookingRow> {
  const cipher = fieldCipher(db);
  const details = withPassport(booking.details, (value) => cipher.encrypt(value));
  const id = randomUUID();
  const mail = confirmationParameters(confirmation(id));
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
    // A reference already taken inserts nothing, mail included; the next attempt draws another.
    const [row] = await insertUnlessTaken(db).execute({
      ...booking,
      expiresAt: booking.expiresAt?.toISOString() ?? null,
      details,
      id,
      userId,
      reference: newRef(),
      ...mail,
    });
    if (row) return { ...row, details: booking.details };
  }
  throw new Error(`no free booking reference after ${REFERENCE_ATTEMPTS} attempts`);
}

/** The user's bookings, newest first. */
export async function listBookings(db: Db, userId: string, limit: number): Promise<BookingRow[]> {
  const cipher = fieldCipher(db);
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return rows.map((row) => opened(cipher, row));
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
  return row && opened(fieldCipher(db), row);
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
  return row && opened(fieldCipher(db), row);
}

/** The most reservations one conversation's trip record lists. */
export const MAX_CONVERSATION_BOOKINGS = 50;

/**
 * The user's bookings made from one conversation, oldest first (its trip record, product.md
 * §4.9). Their passport numbers stay encrypted: the record does not show them.
 */
export async function listConversationBookings(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<BookingRow[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.chatSessionId, sessionId)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(MAX_CONVERSATION_BOOKINGS);
  return rows.reverse();
}
