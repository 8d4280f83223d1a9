import { randomUUID } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ID_LENGTH } from '@common/constants';
import type { App } from '../src/app';
import { bookings } from '../src/db/schema';
import { createTestApp } from './helpers/test-app';

// The logs must not become a second copy of personal data: a failed statement's parameters
// (a passport number, a name, an e-mail address) and the id of an anonymous chat session (the
// only credential that conversation has) never reach a log line.

const PASSPORT = 'X98765432';
const NAME = 'Dana Quixotica';
const EMAIL = 'dana.quixotica@example.com';

const logLines: string[] = [];
const logText = () => logLines.join('');

let app: App;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    extend: (instance) => {
      // A real insert that the database refuses: the booking names a user that does not exist.
      instance.post('/test/failing-insert', async () => {
        await instance.database.db.insert(bookings).values({
          userId: randomUUID(),
          type: 'flight',
          reference: `FL-${nanoid(8)}`,
          serviceName: 'Flight',
          destination: 'JP',
          details: { passengerName: NAME, passportNumber: PASSPORT, email: EMAIL },
          amount: '10.00',
        });
        return { ok: true };
      });
      // What Drizzle raises when the connection drops in the middle of a statement.
      instance.post('/test/lost-connection', async () => {
        const cause = Object.assign(new Error('terminating connection due to administrator'), {
          code: '57P01',
          detail: `Failing row contains (${NAME}, ${EMAIL}).`,
        });
        throw new DrizzleQueryError(
          'insert into "users" values ($1, $2, $3)',
          [NAME, EMAIL, PASSPORT],
          cause,
        );
      });
    },
  }));
});
afterAll(async () => {
  await close?.();
});

function expectNoPersonalData(text: string) {
  expect(text).not.toContain(PASSPORT);
  expect(text).not.toContain(NAME);
  expect(text).not.toContain(EMAIL);
}

describe('error logs', () => {
  it('a failed insert is logged without the values it tried to store', async () => {
    logLines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/test/failing-insert' });
    expect(res.statusCode).toBe(500);
    const failure = logLines.find((line) => line.includes('request failed'));
    expect(failure, logText()).toBeDefined();
    // Still useful: the error, its SQLSTATE and the statement without its values.
    expect(failure).toContain('23503');
    expect(failure).toContain('insert into \\"bookings\\"');
    expectNoPersonalData(logText());
  });

  it('a lost connection (503) is logged without the values either', async () => {
    logLines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/test/lost-connection' });
    expect(res.statusCode).toBe(503);
    const warning = logLines.find((line) => line.includes('database unavailable'));
    expect(warning, logText()).toBeDefined();
    expect(warning).toContain('57P01');
    expectNoPersonalData(logText());
  });
});

describe('request logs', () => {
  const sessionId = nanoid(SESSION_ID_LENGTH);

  it.each([
    [`/api/chat/history?sessionId=${sessionId}`, '/api/chat/history'],
    [`/api/chat/messages/${sessionId}/recent`, '/api/chat/messages/:sessionId/recent'],
    [`/api/chat/conversation?sessionId=${sessionId}&lang=en`, '/api/chat/conversation'],
    [`/?conversation=${sessionId}`, '/'],
  ])('GET %s is logged as %s', async (url, logged) => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url });
    const incoming = logLines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req?.url).toBe(logged);
    expect(logText()).not.toContain(sessionId);
  });
});
