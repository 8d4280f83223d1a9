import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Purchase } from '@common/contracts/purchases';
import type { Db } from '../database';
import { purchases } from '../schema';
import { uniqueViolation } from '../unique-violation';

type PurchaseRow = typeof purchases.$inferSelect;

export type NewPurchase = {
  userId: string;
  type: string;
  serviceName: string;
  destination: string | null;
  metadata: Record<string, unknown>;
  /** Like '49.00'. */
  price: string;
  currency: string;
  status: string;
};

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const REFERENCE_LENGTH = 9;
// 36^9 references: a clash is rare enough that a few tries always find a free one.
const REFERENCE_ATTEMPTS = 5;

/** `prefix` and 9 characters of A-Z0-9 from the CSPRNG, so references cannot be guessed. */
export function newReference(prefix: string): string {
  let reference = prefix;
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}

export function toPurchase(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    type: row.type,
    serviceName: row.serviceName,
    destination: row.destination,
    metadata: row.metadata,
    price: row.price,
    currency: row.currency,
    status: row.status,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores the purchase under a fresh reference starting with `referencePrefix`. */
export async function insertPurchase(
  db: Db,
  purchase: NewPurchase,
  referencePrefix: string,
): Promise<PurchaseRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db
        .insert(purchases)
        .values({ ...purchase, reference: newReference(referencePrefix) })
        .returning();
      if (!row) throw new Error('purchase insert returned no row');
      return row;
    } catch (error) {
      // The reference is the only unique value we choose (the id is a random uuid too), so a
      // unique violation means a clash: draw again.
      if (uniqueViolation(error) === undefined || attempt >= REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/** The user's purchases, newest first. */
export async function listPurchases(db: Db, userId: string, limit: number): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(limit);
}

/** The user's own purchase with this reference; undefined for anyone else's or none. */
export async function findOwnPurchaseByReference(
  db: Db,
  userId: string,
  reference: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.reference, reference), eq(purchases.userId, userId)))
    .limit(1);
  return row;
}
