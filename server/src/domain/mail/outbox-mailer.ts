import type { Db } from '../../db/database';
import {
  claimDueEmails,
  countOutbox,
  markEmailFailed,
  markEmailSent,
  releaseEmail,
  scheduleEmailRetry,
  type OutboxCounts,
  type OutboxRow,
} from '../../db/repositories/email-outbox';
import type { RenderAttachmentPdf } from './render-attachment-pdf';
import { composeEmail, UndeliverableEmailError, type ComposedEmail } from './compose-email';

/** What the mailer hands to the transport (nodemailer's sendMail takes this shape). */
export type OutgoingMessage = ComposedEmail & {
  from: string;
  to: string;
  messageId: string;
  headers: Record<string, string>;
};

/** The one thing the mailer needs from nodemailer; tests may pass their own. */
export type MailTransport = { sendMail(message: OutgoingMessage): Promise<unknown> };

export type MailerLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type OutboxMailerOptions = {
  db: Db;
  transport: MailTransport;
  /** MAIL_FROM: 'AlgoTrip <trips@example.com>'. */
  from: string;
  logger: MailerLogger;
  /** Typesets the PDFs the mails carry (the server's PDF threads). */
  renderPdf: RenderAttachmentPdf;
  /** Attempts before a row that keeps failing temporarily is marked failed. */
  maxAttempts?: number;
  /** Wait before the second attempt; doubled for each further one, up to an hour. */
  backoffMs?: number;
  /** How long a claim holds; a claimed row not settled by then is claimed again. */
  leaseMs?: number;
  /** How often the outbox is looked at when nothing wakes the mailer. */
  pollMs?: number;
  batchSize?: number;
  /** The clock of every due time; tests move it instead of waiting. */
  now?: () => Date;
};

export type OutboxMailer = {
  /** Starts polling. */
  start(): void;
  /** Looks at the outbox soon (a route just queued a row). */
  notify(): void;
  /** Sends every row due now and resolves when none is left; what tests and `notify` run. */
  drain(): Promise<void>;
  /** Stops polling, finishes the send under way and gives back the claims not tried. */
  stop(): Promise<void>;
};

const MAX_BACKOFF_MS = 60 * 60_000;

/** A stable Message-ID per row, so a resend after a crash is recognisably the same mail. */
export function messageIdOf(rowId: string, from: string): string {
  const domain = /@([^\s<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${rowId}@${domain}>`;
}

/** SMTP 5xx replies are permanent (bad address, refused); anything else may pass later. */
function isPermanent(error: unknown): boolean {
  if (error instanceof UndeliverableEmailError) return true;
  const code =
    error && typeof error === 'object' && 'responseCode' in error ? error.responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

/**
 * Sends the email outbox (decision 020): claims due rows oldest first, sends each through the
 * transport, and records the outcome. Rows are claimed with a lease, so a process killed
 * mid-send leaves its rows to be claimed again once the lease passes: a row is sent at least
 * once, and a second copy carries the same Message-ID.
 */
export function createOutboxMailer(options: OutboxMailerOptions): OutboxMailer {
  const { db, transport, from, logger } = options;
  const maxAttempts = options.maxAttempts ?? 6;
  const backoffMs = options.backoffMs ?? 60_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 15_000;
  const batchSize = options.batchSize ?? 10;
  const now = options.now ?? (() => new Date());

  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let lastCounts: OutboxCounts | undefined;

  async function send(row: OutboxRow): Promise<void> {
    try {
      const mail = await composeEmail(db, row, options.renderPdf);
      await transport.sendMail({
        ...mail,
        from,
        to: row.toEmail,
        messageId: messageIdOf(row.id, from),
        headers: { 'Content-Language': row.language },
      });
      await markEmailSent(db, row, now());
    } catch (error) {
      const reason = reasonOf(error);
      if (isPermanent(error) || row.attempts >= maxAttempts) {
        await markEmailFailed(db, row, reason);
        logger.error({ id: row.id, kind: row.kind, attempts: row.attempts, reason }, 'mail failed');
      } else {
        const wait = Math.min(backoffMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
        await scheduleEmailRetry(db, row, new Date(now().getTime() + wait), reason);
        logger.warn(
          { id: row.id, kind: row.kind, attempts: row.attempts, retryInMs: wait, reason },
          'mail not sent; will retry',
        );
      }
    }
  }

  async function drainOnce(): Promise<boolean> {
    const start = now();
    // Due times are stamped by the database in microseconds; this clock counts milliseconds. A
    // row queued within the current millisecond is due now, not at the next poll.
    const dueBy = new Date(start.getTime() + 1);
    const rows = await claimDueEmails(db, dueBy, new Date(start.getTime() + leaseMs), batchSize);
    for (const [i, row] of rows.entries()) {
      if (stopping) {
        for (const unsent of rows.slice(i)) await releaseEmail(db, unsent);
        return false;
      }
      await send(row);
    }
    return rows.length === batchSize;
  }

  async function logCountsIfChanged(): Promise<void> {
    const counts = await countOutbox(db);
    if (
      lastCounts &&
      counts.queued === lastCounts.queued &&
      counts.sent === lastCounts.sent &&
      counts.failed === lastCounts.failed
    ) {
      return;
    }
    lastCounts = counts;
    logger.info(counts, 'mail outbox');
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        // A row queued while the counts are read sets `again` too: the pass goes round once
        // more instead of leaving it to the next poll.
        do {
          again = false;
          while (!stopping && (await drainOnce()));
          await logCountsIfChanged();
        } while (again && !stopping);
      } catch (error) {
        logger.error({ err: error }, 'mail outbox pass failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  function schedule(delay: number): void {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void drain().finally(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }

  return {
    start: () => schedule(0),
    notify: () => {
      if (!stopping) void drain();
    },
    drain,
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
