import { eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { claimDueEmails, queueEmail } from '../src/db/repositories/email-outbox';
import { emailOutbox } from '../src/db/schema';
import {
  createOutboxMailer,
  messageIdOf,
  type MailTransport,
  type OutboxMailer,
  type OutboxMailerOptions,
} from '../src/domain/mail/outbox-mailer';
import { renderDocumentPdf } from '../src/domain/documents/render-document-pdf';
import { migrationsFolder } from '../src/paths';
import { readPdf } from './helpers/pdf-text';
import { startSmtpServer } from './helpers/smtp-test-server';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp, registerUser } from './helpers/test-users';
import { book, flightBooking } from './helpers/travel-fixtures';

const FROM = 'AlgoTrip <trips@algotrip.test>';
const BACKOFF_MS = 60_000;
const LEASE_MS = 5 * 60_000;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let appMailer: OutboxMailer;
// The mailers' clock runs this far ahead of the real one; tests move it instead of waiting.
let ahead = 0;
const now = () => new Date(Date.now() + ahead);

function smtpTransport(): MailTransport {
  return nodemailer.createTransport({ url: smtp.url, ignoreTLS: true });
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function mailer(overrides: Partial<OutboxMailerOptions> = {}) {
  return createOutboxMailer({
    db: ctx.database.db,
    transport: smtpTransport(),
    from: FROM,
    logger: silent,
    renderPdf: renderDocumentPdf,
    backoffMs: BACKOFF_MS,
    leaseMs: LEASE_MS,
    maxAttempts: 3,
    now,
    ...overrides,
  });
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The app's own mailer, which the routes wake; awaiting its drain waits for that pass too.
  ctx = await createTestApp({
    mailer: (database) =>
      (appMailer = createOutboxMailer({
        db: database.db,
        transport: smtpTransport(),
        from: FROM,
        logger: silent,
        renderPdf: renderDocumentPdf,
        now,
      })),
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  ahead = 0;
  smtp.setResponder(() => undefined);
});

async function rowsTo(address: string) {
  return ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, address));
}
async function rowById(id: string) {
  const [row] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

let counter = 0;
const address = (label: string) => `${label}${counter++}@example.com`;

function queueChecklist(toEmail: string, language = 'en') {
  return queueEmail(ctx.database.db, {
    toEmail,
    kind: 'visa_checklist',
    language,
    payload: { nationality: 'IN', destination: 'JP', visaType: 'tourist' },
  });
}

/** The address the user's confirmation was queued for. */
async function userEmail(userId: string): Promise<string> {
  const rows = await ctx.database.db.select().from(emailOutbox);
  const row = rows.find((r) => (r.payload as { userId?: string }).userId === userId);
  if (!row) throw new Error('no confirmation queued for the user');
  return row.toEmail;
}

describe('the mailer against a real SMTP server', () => {
  it('sends a booking confirmation in the buyer language with its reference and PDF', async () => {
    const { token, userId } = await registerUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: flightBooking({ fullName: '<b>Eve</b> & "Co"' }),
      headers: { ...bearer(token), 'accept-language': 'es-ES,es;q=0.9' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json<{ id: string; reference: string }>();
    const to = await userEmail(userId);
    const [queued] = await rowsTo(to);
    expect(queued).toMatchObject({ kind: 'booking_confirmation', language: 'es' });

    await appMailer.drain();

    const [mail] = smtp.to(to);
    expect(mail?.subject).toBe(`Su reserva de vuelo: ${booking.reference}`);
    expect(mail?.headers.get('content-language')).toBe('es');
    expect(mail?.messageId).toBe(messageIdOf(queued!.id, FROM));
    expect(mail?.text).toContain(`Referencia: ${booking.reference}`);
    expect(mail?.text).toContain(`/verify/${booking.reference}`);
    // The passenger's name is text in the HTML part, never markup.
    expect(mail?.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail?.html).not.toContain('<b>Eve');

    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.filename).toBe(`${booking.reference}.pdf`);
    const pdf = readPdf(new Uint8Array(attachment.content));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.lines.join('\n')).toContain(booking.reference);

    const sent = await rowById(queued!.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, leaseUntil: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it('sends the visa bundle in Chinese with the checklist and the order PDF', async () => {
    const { token, userId } = await registerUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/visa-orders',
      payload: { type: 'visa-bundle', nationality: 'IN', destination: 'JP', visaType: 'tourist' },
      headers: { ...bearer(token), 'accept-language': 'zh-CN' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    const to = await userEmail(userId);

    await appMailer.drain();

    const [mail] = smtp.to(to);
    expect(mail?.subject).toBe(`您的日本签证套餐（${reference}）`);
    expect(mail?.headers.get('content-language')).toBe('zh');
    expect(mail?.text).toContain('需准备的材料');
    const attachment = mail!.attachments[0]!;
    expect(attachment.filename).toBe(`${reference}.pdf`);
    const pdf = readPdf(new Uint8Array(attachment.content));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.info.subject).toBe(reference);
  });

  it('acknowledges the visa service with what happens next', async () => {
    const { token, userId } = await registerUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/visa-orders',
      payload: { type: 'visa-service', nationality: 'IN', destination: 'JP' },
      headers: bearer(token),
      remoteAddress: randomIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    const to = await userEmail(userId);
    await appMailer.drain();
    const [mail] = smtp.to(to);
    expect(mail?.subject).toBe(`Your visa service order for Japan (${reference})`);
    expect(mail?.text).toContain('What happens next');
    expect(mail?.text).toMatch(/1\. A visa expert reviews your order/);
  });

  it('sends the checklist the cold-email step asked for', async () => {
    const to = address('cold');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/email-requests',
      payload: { email: to, nationality: 'IN', destination: 'JP', language: 'es' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(202);
    await appMailer.drain();
    const [mail] = smtp.to(to);
    expect(mail?.subject).toBe('Su lista de documentos para el visado de Japón');
    expect(mail?.text).toContain('Documentos que debe preparar');
    expect(mail?.attachments).toEqual([]);
  });

  it('retries a temporary SMTP failure after the backoff, then sends', async () => {
    const to = address('busy');
    const id = await queueChecklist(to);
    let refusals = 1;
    smtp.setResponder((rcpt) => (rcpt === to && refusals-- > 0 ? 451 : undefined));
    const m = mailer();

    await m.drain();
    const retrying = await rowById(id);
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1 });
    expect(retrying.lastError).toMatch(/451/);
    expect(retrying.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(BACKOFF_MS - 5_000);

    // Not due yet: nothing is tried before the backoff has passed.
    await m.drain();
    expect(await rowById(id)).toMatchObject({ status: 'queued', attempts: 1 });

    ahead = BACKOFF_MS + 1_000;
    await m.drain();
    expect(await rowById(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.to(to)).toHaveLength(1);
  });

  it('marks a row failed with the reason after a permanent SMTP failure', async () => {
    const to = address('gone');
    const id = await queueChecklist(to);
    smtp.setResponder((rcpt) => (rcpt === to ? 550 : undefined));
    await mailer().drain();
    const row = await rowById(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/550/);
    expect(smtp.to(to)).toEqual([]);
  });

  it('gives up after the last attempt of a failure that stays temporary', async () => {
    const to = address('down');
    const id = await queueChecklist(to);
    smtp.setResponder((rcpt) => (rcpt === to ? 421 : undefined));
    const m = mailer();
    for (let attempt = 1; attempt <= 3; attempt++) {
      ahead += 10 * BACKOFF_MS;
      await m.drain();
    }
    const row = await rowById(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.lastError).toMatch(/421/);
  });

  it('fails a row whose record is gone, without sending', async () => {
    const to = address('orphan');
    const id = await queueEmail(ctx.database.db, {
      toEmail: to,
      kind: 'booking_confirmation',
      language: 'en',
      payload: {
        userId: '00000000-0000-4000-8000-000000000000',
        recordId: '00000000-0000-4000-8000-000000000001',
        origin: 'http://localhost',
      },
    });
    await mailer().drain();
    expect(await rowById(id)).toMatchObject({
      status: 'failed',
      lastError: 'the booking no longer exists',
    });
  });
});

describe('claims', () => {
  it('two mailers on one database send each row exactly once', async () => {
    const addresses = Array.from({ length: 24 }, () => address('pair'));
    const ids: string[] = [];
    for (const to of addresses) ids.push(await queueChecklist(to));
    // On PostgreSQL the second instance has its own connection pool, as another process would.
    const second: Database | undefined = ctx.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: ctx.databaseUrl }, migrationsFolder)
      : undefined;
    try {
      const a = mailer({ batchSize: 4 });
      const b = mailer({ batchSize: 4, db: second?.db ?? ctx.database.db });
      await Promise.all([a.drain(), b.drain()]);
    } finally {
      await second?.close();
    }
    const rows = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, ids));
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'sent'));
    expect(rows.map((row) => row.attempts)).toEqual(ids.map(() => 1));
    for (const to of addresses) expect(smtp.to(to)).toHaveLength(1);
  });

  it('claims a row again when its mailer died mid-send, with the same Message-ID', async () => {
    const to = address('crash');
    const id = await queueChecklist(to);
    // A process claims the row and is killed before it records anything. Like the mailer, it
    // claims what is due by the next millisecond: the database stamps the due time in
    // microseconds, so a row queued within this millisecond is otherwise not due yet.
    const claimed = await claimDueEmails(
      ctx.database.db,
      new Date(now().getTime() + 1),
      new Date(now().getTime() + LEASE_MS),
      100,
    );
    expect(claimed.map((row) => row.id)).toContain(id);

    const survivor = mailer();
    await survivor.drain();
    expect(await rowById(id)).toMatchObject({ status: 'sending', attempts: 1 });

    ahead = LEASE_MS + 1_000;
    await survivor.drain();
    expect(await rowById(id)).toMatchObject({ status: 'sent', attempts: 2 });
    const [mail] = smtp.to(to);
    expect(mail?.messageId).toBe(messageIdOf(id, FROM));
  });

  it('at shutdown finishes the send under way and gives back the claims not tried', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await queueChecklist(address('shutdown')));
    let started!: () => void;
    const sendStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const m = mailer({
      transport: {
        sendMail: async (message) => {
          started();
          await gate;
          sent.push(message.messageId);
        },
      },
    });

    const draining = m.drain();
    await sendStarted;
    const stopping = m.stop();
    release();
    await Promise.all([draining, stopping]);

    const rows = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, ids));
    // Which row goes first is the claim's order; that one is sent, and every other row claimed
    // with it is queued again as if never tried.
    expect(sent).toHaveLength(1);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject(
        messageIdOf(row.id, FROM) === sent[0]
          ? { status: 'sent', attempts: 1 }
          : { status: 'queued', attempts: 0, leaseUntil: null },
      );
    }
    expect(rows.filter((row) => row.status === 'queued').length).toBeGreaterThanOrEqual(2);
    // They go out with the next mailer.
    await mailer().drain();
    for (const id of ids) expect((await rowById(id)).status).toBe('sent');
  });
});

describe('GET /api/health/mail', () => {
  it('reports whether mail is sent and the outbox by outcome', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/mail' });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(emailOutbox);
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    expect(res.json()).toEqual({
      enabled: true,
      queued: count('queued') + count('sending'),
      sent: count('sent'),
      failed: count('failed'),
    });
    expect(count('sent')).toBeGreaterThan(0);
    expect(count('failed')).toBeGreaterThan(0);
  });
});

describe('without a mailer', () => {
  let plain: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain.close();
  });

  it('keeps confirmations queued and says mail is off', async () => {
    const { token } = await registerUser(plain.app);
    await book(plain.app, token, flightBooking());
    const res = await plain.app.inject({ method: 'GET', url: '/api/health/mail' });
    expect(res.json()).toEqual({ enabled: false, queued: 1, sent: 0, failed: 0 });
  });
});
