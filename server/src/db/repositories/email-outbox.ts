import type { Db } from '../database';
import { emailOutbox } from '../schema';

export type EmailKind = 'visa_checklist';

export type NewEmail = {
  toEmail: string;
  kind: EmailKind;
  language: string;
  payload: Record<string, unknown>;
};

/** Queues a mail (status 'queued') for the mailer; returns its id. */
export async function queueEmail(db: Db, email: NewEmail): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
