import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { preparedPerDatabase } from '../prepared';
import { emailOutbox } from '../schema';

export type EmailKind = 'visa_checklist' | 'booking_confirmation' | 'purchase_confirmation';

export type NewEmail = {
  toEmail: string;
  kind: EmailKind;
  language: string;
  payload: Record<string, unknown>;
};

export type OutboxRow = typeof emailOutbox.$inferSelect;

const insertQueued = preparedPerDatabase('queue_email', (db) =>
  db.insert(emailOutbox).values({
    id: sql.placeholder('id'),
    toEmail: sql.placeholder('toEmail'),
    kind: sql.placeholder('kind'),
    language: sql.placeholder('language'),
    payload: sql.placeholder('payload'),
  }),
);

/**
 * A CTE that queues a mail for the row the statement's data-modifying CTE `source` stored, and
 * only if it stored one: a record and its confirmation are written together or not at all. Its
 * values are the placeholders `confirmationParameters` fills.
 */
export function queueConfirmationOf(db: Db, source: string) {
  return db.$with('confirmation', { id: emailOutbox.id }).as(sql`
    insert into email_outbox (id, to_email, kind, language, payload)
    select ${sql.placeholder('mailId')}::uuid, ${sql.placeholder('mailTo')}::text,
      ${sql.placeholder('mailKind')}::text, ${sql.placeholder('mailLanguage')}::text,
      ${sql.placeholder('mailPayload')}::jsonb
    from ${sql.identifier(source)}
    returning id`);
}

/** The values of `queueConfirmationOf`'s placeholders for `email`. */
export function confirmationParameters(email: NewEmail) {
  return {
    mailId: randomUUID(),
    mailTo: email.toEmail,
    mailKind: email.kind,
    mailLanguage: email.language,
    mailPayload: JSON.stringify(email.payload),
  };
}

/** Queues a mail (status 'queued') for the mailer; returns its id. */
export async function queueEmail(db: Db, email: NewEmail): Promise<string> {
  const id = randomUUID();
  await insertQueued(db).execute({ ...email, id });
  return id;
}

/**
 * Takes up to `limit` rows that are due at `now`, oldest first: queued rows whose next attempt
 * has come, and rows left 'sending' by a mailer whose lease ran out (it died mid-send). One
 * statement; `FOR UPDATE SKIP LOCKED` lets another instance's claim pass over the rows this one
 * is taking instead of waiting for them, and neither can take a row the other holds.
 */
export async function claimDueEmails(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now)),
        and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.leaseUntil, now)),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'sending', leaseUntil, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

// Every outcome is written only while this mailer still holds the row's claim.
function heldBy(row: OutboxRow) {
  return and(
    eq(emailOutbox.id, row.id),
    eq(emailOutbox.status, 'sending'),
    eq(emailOutbox.attempts, row.attempts),
  );
}

export async function markEmailSent(db: Db, row: OutboxRow, sentAt: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt, leaseUntil: null, lastError: null })
    .where(heldBy(row));
}

export async function scheduleEmailRetry(
  db: Db,
  row: OutboxRow,
  nextAttemptAt: Date,
  reason: string,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'queued', nextAttemptAt, leaseUntil: null, lastError: reason })
    .where(heldBy(row));
}

export async function markEmailFailed(db: Db, row: OutboxRow, reason: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', leaseUntil: null, lastError: reason })
    .where(heldBy(row));
}

/** Gives back a claimed row that was never tried: queued again, its attempt not counted. */
export async function releaseEmail(db: Db, row: OutboxRow): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'queued', leaseUntil: null, attempts: sql`${emailOutbox.attempts} - 1` })
    .where(heldBy(row));
}

export type OutboxCounts = { queued: number; sent: number; failed: number };

/** Rows by outcome; 'sending' counts as queued (not delivered yet). */
export async function countOutbox(db: Db): Promise<OutboxCounts> {
  const rows = await db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const counts: OutboxCounts = { queued: 0, sent: 0, failed: 0 };
  for (const { status, count } of rows) {
    if (status === 'sent') counts.sent += count;
    else if (status === 'failed') counts.failed += count;
    else counts.queued += count;
  }
  return counts;
}
