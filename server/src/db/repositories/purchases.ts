import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Purchase } from '@common/contracts/purchases';
import type { Db } from '../database';
import { fieldCipher, type FieldCipher } from '../field-encryption';
import { preparedPerDatabase } from '../prepared';
import { purchases } from '../schema';
import { insertWithFreshReference, newReference } from '../references';
import { confirmationParameters, queueConfirmationOf, type NewEmail } from './email-outbox';

export type PurchaseRow = typeof purchases.$inferSelect;

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
  /** The conversation it was bought from (product.md §4.9). */
  chatSessionId?: string | null;
};

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

// The passenger's passport number is stored encrypted (server/src/db/field-encryption.ts); the
// rest of the metadata stays readable to SQL.
function withPassport(
  metadata: Record<string, unknown>,
  change: (value: string) => string,
): Record<string, unknown> {
  const { passengerInfo } = metadata;
  if (typeof passengerInfo !== 'object' || passengerInfo === null) return metadata;
  if (!('passportNumber' in passengerInfo) || typeof passengerInfo.passportNumber !== 'string') {
    return metadata;
  }
  return {
    ...metadata,
    passengerInfo: { ...passengerInfo, passportNumber: change(passengerInfo.passportNumber) },
  };
}

function opened(cipher: FieldCipher, row: PurchaseRow): PurchaseRow {
  return { ...row, metadata: withPassport(row.metadata, (value) => cipher.decrypt(value)) };
}

const insertWithConfirmation = preparedPerDatabase('insert_purchase', (db) => {
  const purchase = db.$with('purchase').as(
    db
      .insert(purchases)
      .values({
        id: sql.placeholder('id'),
        userId: sql.placeholder('userId'),
        type: sql.placeholder('type'),
        serviceName: sql.placeholder('serviceName'),
        destination: sql.placeholder('destination'),
        metadata: sql.placeholder('metadata'),
        price: sql.placeholder('price'),
        currency: sql.placeholder('currency'),
        status: sql.placeholder('status'),
        reference: sql.placeholder('reference'),
        chatSessionId: sql.placeholder('chatSessionId'),
      })
      .returning(),
  );
  return db.with(purchase, queueConfirmationOf(db, 'purchase')).select().from(purchase);
});

/**
 * Stores the purchase under a fresh reference (`referencePrefix` and 9 characters), and in the
 * same statement queues its confirmation mail (`confirmation` of the purchase's id): a stored
 * purchase always has its confirmation in the outbox, and one that failed has none.
 */
export async function insertPurchase(
  db: Db,
  purchase: NewPurchase,
  referencePrefix: string,
  confirmation: (purchaseId: string) => NewEmail,
): Promise<PurchaseRow> {
  const cipher = fieldCipher(db);
  const metadata = withPassport(purchase.metadata, (value) => cipher.encrypt(value));
  const id = randomUUID();
  const mail = confirmationParameters(confirmation(id));
  return insertWithFreshReference(
    () => newReference(referencePrefix),
    async (reference) => {
      const [row] = await insertWithConfirmation(db).execute({
        ...purchase,
        chatSessionId: purchase.chatSessionId ?? null,
        metadata,
        id,
        reference,
        ...mail,
      });
      if (!row) throw new Error('purchase insert returned no row');
      return { ...row, metadata: purchase.metadata };
    },
  );
}

/** The user's purchases, newest first. */
export async function listPurchases(db: Db, userId: string, limit: number): Promise<PurchaseRow[]> {
  const cipher = fieldCipher(db);
  const rows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(limit);
  return rows.map((row) => opened(cipher, row));
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
  return row && opened(fieldCipher(db), row);
}

/** The user's own purchase with this id; undefined for anyone else's or none. */
export async function findOwnPurchase(
  db: Db,
  userId: string,
  id: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, id), eq(purchases.userId, userId)))
    .limit(1);
  return row && opened(fieldCipher(db), row);
}

/** Deletes the user's own purchase; false when it is not theirs or does not exist. */
export async function deleteOwnPurchase(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(purchases)
    .where(and(eq(purchases.id, id), eq(purchases.userId, userId)))
    .returning({ id: purchases.id });
  return deleted.length > 0;
}

/** Anyone's purchase with this reference (public verification shows only a summary). */
export async function findPurchaseByReference(
  db: Db,
  reference: string,
): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(eq(purchases.reference, reference))
    .limit(1);
  return row && opened(fieldCipher(db), row);
}

/** The most add-ons one conversation's trip record lists. */
export const MAX_CONVERSATION_PURCHASES = 50;

/** The user's add-ons bought from one conversation, oldest first (product.md §4.9). */
export async function listConversationPurchases(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ reference: string; type: string }[]> {
  const rows = await db
    .select({ reference: purchases.reference, type: purchases.type })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.chatSessionId, sessionId)))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(MAX_CONVERSATION_PURCHASES);
  return rows.reverse();
}
