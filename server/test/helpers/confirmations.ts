import type { Db } from '../../src/db/database';
import type { EmailKind, NewEmail } from '../../src/db/repositories/email-outbox';
import { emailOutbox } from '../../src/db/schema';

/** A confirmation mail of `kind` naming the record it confirms, for insertBooking and
 * insertPurchase. */
export function confirmationOf(kind: EmailKind) {
  return (recordId: string): NewEmail => ({
    toEmail: 'traveller@example.com',
    kind,
    language: 'en',
    payload: { recordId },
  });
}

/** How many mails in the outbox name each record id. */
export async function confirmationsOf(db: Db, ids: string[]): Promise<number[]> {
  const rows = await db.select().from(emailOutbox);
  return ids.map((id) => rows.filter((row) => row.payload.recordId === id).length);
}
