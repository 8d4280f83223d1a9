import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { emailOutbox } from '../src/db/schema';
import { renderDocumentPdf } from '../src/domain/documents/render-document-pdf';
import { createOutboxMailer, messageIdOf } from '../src/domain/mail/outbox-mailer';
import { migrationsFolder } from '../src/paths';
import {
  clientIp,
  createPostgresDatabase,
  killServer,
  postgresServerUrl,
  startServerNode,
} from './helpers/durability-servers';
import { freePort, waitForHealth, type ServerProcess } from './helpers/server-process';
import { startSmtpServer } from './helpers/smtp-test-server';

// A server process killed (SIGKILL) while its mailer is sending: the SMTP server has the
// message but never acknowledged it. The row must not be lost: once the claim's lease has
// passed, another mailer sends it, with the same Message-ID. On PGlite, or on PostgreSQL in
// the pass that sets DATABASE_URL.

const FROM = 'AlgoTrip <trips@algotrip.test>';
const LEASE_MS = 5 * 60_000;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: ServerProcess | undefined;
let dataDir: string | undefined;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
let survivorDb: Database | undefined;

beforeAll(async () => {
  smtp = await startSmtpServer();
  if (postgresServerUrl) postgres = await createPostgresDatabase(postgresServerUrl);
  else dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-mailer-kill-'));
});
afterAll(async () => {
  await killServer(server);
  await survivorDb?.close();
  await smtp.close();
  await postgres?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGKILL while the mailer is sending', () => {
  it('leaves the row to be sent afterwards, with the same Message-ID', async () => {
    const port = await freePort();
    server = startServerNode({
      PORT: String(port),
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      ...(postgres
        ? { DATABASE_URL: postgres.url }
        : { DATABASE_URL: undefined, DATA_DIR: dataDir }),
    });
    await waitForHealth(port, server, 60_000);
    expect(server.output().stdout).toContain('mail outbox: sending');

    const arrived = smtp.holdNext();
    const to = 'killed-mid-send@example.com';
    const res = await fetch(`http://127.0.0.1:${port}/api/email-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
      body: JSON.stringify({ email: to, nationality: 'IN', destination: 'JP', language: 'en' }),
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const first = await arrived;
    expect(first.messageId).toBe(messageIdOf(id, FROM));

    await killServer(server);
    expect(server.child.signalCode).toBe('SIGKILL');

    // The database as the next process finds it (on PGlite the data-directory lock is stale).
    survivorDb = await openDatabase(
      postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: dataDir! },
      migrationsFolder,
    );
    const rowOf = async () =>
      (await survivorDb!.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
    expect(await rowOf()).toMatchObject({ status: 'sending', attempts: 1, sentAt: null });
    expect(smtp.to(to)).toEqual([]);

    let ahead = 0;
    const survivor = createOutboxMailer({
      db: survivorDb.db,
      transport: nodemailer.createTransport({ url: smtp.url, ignoreTLS: true }),
      from: FROM,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      renderPdf: renderDocumentPdf,
      leaseMs: LEASE_MS,
      now: () => new Date(Date.now() + ahead),
    });
    // Within the lease the claim still stands; after it the row is claimed and sent again.
    await survivor.drain();
    expect((await rowOf())?.status).toBe('sending');
    ahead = LEASE_MS + 1_000;
    await survivor.drain();
    expect(await rowOf()).toMatchObject({ status: 'sent', attempts: 2 });
    const resent = smtp.to(to);
    expect(resent).toHaveLength(1);
    expect(resent[0]?.messageId).toBe(first.messageId);
    expect(resent[0]?.subject).toBe(first.subject);
  }, 120_000);
});
