import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  flightBookingDetailsSchema,
  hotelBookingDetailsSchema,
  type Booking,
} from '@common/contracts/bookings';
import type { PlannedBooking } from '../../domain/bookings/plan-booking';
import type { Db } from '../database';
import { createBatcher, perDatabase } from '../batcher';
import { fieldCipher, type FieldCipher } from '../field-encryption';
import { REFERENCE_ATTEMPTS } from '../references';
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

// The columns of a new booking, in the order of the INSERT below.
const INSERT_COLUMNS = [
  ['id', 'uuid', (row) => row.id],
  ['user_id', 'uuid', (row) => row.userId],
  ['type', 'text', (row) => row.type],
  ['reference', 'text', (row) => row.reference],
  ['service_name', 'text', (row) => row.serviceName],
  ['destination', 'text', (row) => row.destination],
  ['details', 'jsonb', (row) => JSON.stringify(row.details)],
  ['amount', 'numeric', (row) => row.amount],
  ['currency', 'text', (row) => row.currency],
  ['status', 'text', (row) => row.status],
  ['expires_at', 'timestamptz', (row) => row.expiresAt?.toISOString() ?? null],
  ['refundable', 'boolean', (row) => (row.refundable === null ? null : String(row.refundable))],
  ['created_at', 'timestamptz', (row) => row.createdAt.toISOString()],
] as const satisfies readonly (readonly [string, string, (row: BookingRow) => string | null])[];

const insertedIdsSchema = z.object({ rows: z.array(z.object({ id: z.string() })) });

const insertColumns = sql.raw(INSERT_COLUMNS.map(([name]) => name).join(', '));
const castColumns = sql.raw(INSERT_COLUMNS.map(([name, type]) => `${name}::${type}`).join(', '));

// A burst of bookings is stored by one INSERT and one commit (group commit): one text array
// per column, unnested into rows, so the statement and its 13 parameters are the same for any
// number of rows. A reference that is already taken, by an older row or by another row of the
// same batch, is skipped and comes back as undefined, so that caller draws a new one. Every
// column is set here (no database default), so the row as given is the row as stored and only
// the ids come back.
const bookingInserts = perDatabase((db: Db) =>
  createBatcher(async (rows: readonly BookingRow[]) => {
    const columns = INSERT_COLUMNS.map(([, , value]) => sql.param(rows.map(value)));
    const result = await db.execute(sql`
      INSERT INTO ${bookings} (${insertColumns})
      SELECT ${castColumns}
      FROM unnest(${sql.join(
        columns.map((column) => sql`${column}::text[]`),
        sql`, `,
      )}) AS t(${insertColumns})
      ON CONFLICT (reference) DO NOTHING
      RETURNING id`);
    // Both drivers answer { rows }; checked, as anything that crosses into the process.
    const stored = insertedIdsSchema.parse(result);
    const storedIds = new Set(stored.rows.map((row) => row.id));
    return rows.map((row) => (storedIds.has(row.id) ? row : undefined));
  }),
);

/** Stores the booking for the user under a fresh reference from `newRef`. */
export async function insertBooking(
  db: Db,
  userId: string,
  booking: PlannedBooking,
  newRef: () => string,
): Promise<BookingRow> {
  const cipher = fieldCipher(db);
  const details = withPassport(booking.details, (value) => cipher.encrypt(value));
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
    const row = await bookingInserts(db)({
      ...booking,
      details,
      id: randomUUID(),
      userId,
      reference: newRef(),
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
