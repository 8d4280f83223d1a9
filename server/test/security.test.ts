import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { authSessions, emailOutbox, users } from '../src/db/schema';
import { seedConversation } from './helpers/conversations';
import { TEST_DATA_ENCRYPTION_KEY } from './helpers/data-encryption-key';
import { createTestDatabase } from './helpers/test-database';
import { bearer, randomIp } from './helpers/test-users';
import {
  book,
  buy,
  flightBooking,
  hotelBooking,
  inDays,
  insurancePurchase,
} from './helpers/travel-fixtures';
import { XSS_PAYLOADS } from '@common/testing/xss-corpus';

// Issue 10 point 7: cross-user access, brute force, the CSP, cookies, secrets in logs, inert
// markup in the chat and SQL metacharacters, each its own test, on a real database. The app is
// built here (not through createTestApp) to capture its pino output, to trust one proxy hop as
// behind a load balancer, and to lower the sign-in limit like AUTH_RATE_LIMIT_MAX=5 would.

const AUTH_LIMIT = 5;
const PASSWORD = 'correct-horse-battery';

const logLines: string[] = [];
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'algotrip-security-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__" />' +
    '<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);

let app: App;
let drop: () => Promise<void>;
let database: Awaited<ReturnType<typeof createTestDatabase>>['database'];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  app = await buildApp({
    database,
    clientDir,
    trustProxy: 1,
    authRateLimitMax: AUTH_LIMIT,
    dataEncryptionKey: TEST_DATA_ENCRYPTION_KEY,
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

let counter = 0;
type Account = { token: string; id: string; username: string; email: string };

async function register(username = `sec${Date.now().toString(36)}${counter++}`): Promise<Account> {
  const email = `${username.replace(/[^a-z0-9]/gi, '') || 'u'}${counter++}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password: PASSWORD },
    remoteAddress: randomIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ authToken: string; user: { id: string } }>();
  return { token: body.authToken, id: body.user.id, username, email };
}

function call(
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: bearer(token),
    payload: payload as object | undefined,
    remoteAddress: randomIp(),
  });
}

describe('cross-user access', () => {
  it("never lets user B read, change or list user A's records", async () => {
    const alice = await register();
    const bob = await register();

    // Everything Alice owns.
    const flight = await book(app, alice.token, flightBooking({ fullName: 'Alice Secret' }));
    const hotel = await book(app, alice.token, hotelBooking({ guestName: 'Alice Secret' }));
    const insurance = await buy(app, alice.token, insurancePurchase());
    const orderRes = await call('POST', '/api/visa-orders', alice.token, {
      type: 'visa-bundle',
      nationality: 'IN',
      destination: 'JP',
    });
    expect(orderRes.statusCode).toBe(201);
    const order = orderRes.json<{ id: string; reference: string }>();
    const sessionId = nanoid();
    const saved = await call('POST', '/api/chat/messages', alice.token, {
      sessionId,
      role: 'user',
      content: 'Alice private question',
    });
    expect(saved.statusCode).toBe(201);
    const profile = await call('POST', '/api/user/profile', alice.token, {
      travelPurpose: 'leisure',
      interests: [],
      budgetRange: 'mid-range',
      travelStyle: 'couple',
      ageGroup: '26-35',
      preferredActivities: ['Alice secret hobby'],
      dietaryRestrictions: [],
      accommodationPreferences: 'boutique',
      transportationPreferences: 'public',
    });
    expect(profile.statusCode).toBe(201);
    const ids = [flight.id, hotel.id, insurance.id, order.id];
    const references = [flight.reference, hotel.reference, insurance.reference, order.reference];

    // Documents and deletion by id: 404, exactly like an id that does not exist.
    for (const id of ids) {
      const download = await call('GET', `/api/download/${id}`, bob.token);
      expect(download.statusCode, `download ${id}`).toBe(404);
      expect(download.json()).toEqual({ message: 'No purchase or booking with this id' });
      expect((await call('DELETE', `/api/purchases/${id}`, bob.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/download/${id}`)).statusCode).toBe(401);
    }

    // Lists hold only Bob's (none), and nothing of Alice's anywhere in the answer.
    for (const url of ['/api/reservations', '/api/purchases']) {
      const res = await call('GET', url, bob.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    const status = await call('GET', '/api/user/profile-status', bob.token);
    expect(status.json()).toMatchObject({ hasProfile: false });
    expect(status.body).not.toContain('Alice');

    // The travel profile: Bob has none and cannot delete Alice's.
    expect((await call('GET', '/api/user/profile', bob.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/user/profile', bob.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/user/profile/reset', bob.token, {})).json()).toEqual({
      hasProfile: false,
      cleared: false,
    });

    // Alice's chat session: 404 to Bob and to a signed-out caller, for reading and writing.
    for (const token of [bob.token, undefined]) {
      const attempts = [
        call('GET', `/api/chat/history?sessionId=${sessionId}`, token),
        call('GET', `/api/chat/messages/${sessionId}/recent`, token),
        call('POST', '/api/chat/messages', token, { sessionId, role: 'user', content: 'hijack' }),
        call('POST', '/api/chat/reset', token, { sessionId }),
        call('POST', '/api/clear-session', token, { sessionId }),
        call('GET', `/api/chat/conversation?sessionId=${sessionId}`, token),
        call('POST', '/api/chat/trip', token, {
          sessionId,
          trip: {
            mode: 'direct',
            from: { name: 'Delhi', country: 'IN', airport: 'DEL' },
            destinations: [{ name: 'Tokyo', country: 'JP', airport: 'HND' }],
          },
        }),
        ...(token
          ? [
              call('POST', '/api/chat/completions', token, {
                sessionId,
                message: 'hijack',
                nationality: 'Unknown',
                destination: 'Unknown',
              }),
            ]
          : []),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.body).not.toContain('Alice private question');
      }
    }
    // Signed out, a turn on Alice's conversation is asked to sign in first (her own sign-in may
    // have ended behind her page): nothing of the conversation is shown, nothing is stored.
    const historyBefore = (
      await call('GET', `/api/chat/history?sessionId=${sessionId}`, alice.token)
    ).body;
    const signedOut = await call('POST', '/api/chat/completions', undefined, {
      sessionId,
      message: 'hijack',
      action: { type: 'book_flight', flowStep: 'visa_free_booking' },
    });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(signedOut.json()).toEqual({
      content: expect.stringContaining('sign up or sign in'),
      type: 'text',
      metadata: { flowStep: 'auth_required', language: 'en' },
    });
    expect((await call('GET', `/api/chat/history?sessionId=${sessionId}`, alice.token)).body).toBe(
      historyBefore,
    );

    // The chat engine will not show Bob Alice's booking or order through a step button, on
    // Bob's own conversations at the steps that offer those buttons.
    const india = { nationality: 'India', nationalityCode: 'IN' } as const;
    const japan = { destination: 'Japan', destinationCode: 'JP' } as const;
    const bobsBooking = nanoid();
    await seedConversation(
      database,
      bobsBooking,
      { ...india, ...japan, flowStep: 'city_selection' },
      bob.id,
    );
    const confirm = await call('POST', '/api/chat/completions', bob.token, {
      sessionId: bobsBooking,
      message: 'Booking confirmed',
      nationality: 'Unknown',
      destination: 'Unknown',
      action: { type: 'confirm_booking', flowStep: 'city_selection', values: [flight.reference] },
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual({ message: 'Unknown booking reference' });
    const bobsOrder = nanoid();
    await seedConversation(
      database,
      bobsOrder,
      { ...india, ...japan, flowStep: 'visa_recommendation_options' },
      bob.id,
    );
    const buyOrder = await call('POST', '/api/chat/completions', bob.token, {
      sessionId: bobsOrder,
      message: 'Get the bundle',
      nationality: 'Unknown',
      destination: 'Unknown',
      action: {
        type: 'buy_visa_bundle',
        flowStep: 'visa_recommendation_options',
        values: [order.reference],
      },
    });
    expect(buyOrder.statusCode).toBe(400);
    expect(buyOrder.json()).toEqual({ message: 'Unknown order reference' });

    // Alice still has everything, untouched.
    const aliceReservations = await call('GET', '/api/reservations', alice.token);
    expect(
      aliceReservations
        .json<Array<{ id: string }>>()
        .map((b) => b.id)
        .sort(),
    ).toEqual([flight.id, hotel.id].sort());
    const alicePurchases = await call('GET', '/api/purchases', alice.token);
    expect(
      alicePurchases
        .json<Array<{ reference: string }>>()
        .map((p) => p.reference)
        .sort(),
    ).toEqual([insurance.reference, order.reference].sort());
    const history = await call('GET', `/api/chat/history?sessionId=${sessionId}`, alice.token);
    expect(history.json<Array<{ content: string }>>().map((m) => m.content)).toEqual([
      'Alice private question',
    ]);
    expect((await call('GET', '/api/user/profile', alice.token)).statusCode).toBe(200);
    for (const id of ids) {
      expect((await call('GET', `/api/download/${id}`, alice.token)).statusCode).toBe(200);
    }
    // The public check shows initials only, never the name.
    for (const reference of references.slice(0, 2)) {
      const verify = await call('GET', `/api/verify/${reference}`);
      expect(verify.statusCode).toBe(200);
      expect(verify.body).not.toContain('Alice Secret');
    }
    // And /api/user is always the caller.
    expect((await call('GET', '/api/user', bob.token)).json()).toMatchObject({ id: bob.id });
  });
});

describe('sign-in brute force', () => {
  const login = (usernameOrEmail: string, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usernameOrEmail, password },
      // Behind the trusted proxy hop, the client is the address the balancer saw.
      headers: { 'x-forwarded-for': ip },
      remoteAddress: '10.255.0.1',
    });

  it('limits one IP trying many usernames, with a 429 JSON', async () => {
    const ip = randomIp();
    for (let i = 0; i < AUTH_LIMIT; i++) {
      expect((await login(`nobody${i}-${ip}`, 'wrong-password', ip)).statusCode).toBe(401);
    }
    const blocked = await login(`nobody-last-${ip}`, 'wrong-password', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/^application\/json/);
    expect(blocked.json<{ message: string }>().message).toMatch(/^Too many attempts/);
    // Another client behind the same balancer is not affected.
    expect((await login(`nobody-other-${ip}`, 'wrong-password', randomIp())).statusCode).toBe(401);
  });

  it('limits one username tried from many IPs, even with the right password at the end', async () => {
    const victim = await register();
    for (let i = 0; i < AUTH_LIMIT; i++) {
      expect((await login(victim.username, `guess-${i}`, randomIp())).statusCode).toBe(401);
    }
    const blocked = await login(victim.username, PASSWORD, randomIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(/^Too many attempts/);
    expect(blocked.headers['set-cookie']).toBeUndefined();
    expect(blocked.body).not.toContain('authToken');
    // The same name in other letter case counts against the same limit.
    const upper = await login(victim.username.toUpperCase(), PASSWORD, randomIp());
    expect(upper.statusCode).toBe(429);
  });

  it('limits registration per IP as well', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_LIMIT; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'x', email: 'bad', password: '1' },
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, AUTH_LIMIT).every((s) => s === 400)).toBe(true);
    expect(statuses[AUTH_LIMIT]).toBe(429);
  });
});

describe('the HTML page', () => {
  it("has a CSP whose scripts need 'self' or this response's nonce, never 'unsafe-inline'", async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(res.body)?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(directives.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|\*|https?:/);
    // A fresh nonce per page.
    const again = await app.inject({ method: 'GET', url: '/' });
    expect(again.body).not.toContain(nonce);
    // The real page has no inline script either: every <script> loads from a file.
    const template = fs.readFileSync(path.join(__dirname, '../../client/index.html'), 'utf8');
    for (const tag of template.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc=/);
    expect(template).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('session cookies', () => {
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const header = res.headers['set-cookie'];
    const all = Array.isArray(header) ? header : [header];
    return String(all.find((c) => String(c).startsWith('algotrip_session=')));
  };

  it('are httpOnly and SameSite=Lax, and Secure when the client came over HTTPS', async () => {
    const account = await register();
    const plain = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usernameOrEmail: account.username, password: PASSWORD },
      remoteAddress: randomIp(),
    });
    expect(plain.statusCode).toBe(200);
    const cookie = cookieOf(plain);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);

    const https = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usernameOrEmail: account.username, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': randomIp() },
    });
    const secure = cookieOf(https);
    expect(secure).toMatch(/; HttpOnly/);
    expect(secure).toMatch(/; SameSite=Lax/);
    expect(secure).toMatch(/; Secure/);

    // Registration sets the same cookie, and logout clears it with the same attributes.
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: `c${account.username}`, email: `c${account.email}`, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': randomIp() },
    });
    expect(cookieOf(registered)).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);
    expect(cookieOf(registered)).toMatch(/; Secure/);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'x-forwarded-proto': 'https', cookie: cookieOf(registered).split(';')[0] ?? '' },
    });
    const cleared = cookieOf(logout);
    expect(cleared).toMatch(/^algotrip_session=;/);
    expect(cleared).toMatch(/; HttpOnly/);
    expect(cleared).toMatch(/; SameSite=Lax/);
    expect(cleared).toMatch(/; Secure/);
  });

  it('come with a readable sign-in hint that holds no secret and follows the session', async () => {
    const hintOf = (res: { headers: Record<string, unknown> }) => {
      const header = res.headers['set-cookie'];
      const all = Array.isArray(header) ? header : [header];
      return all.map(String).find((c) => c.startsWith('algotrip_signed_in='));
    };
    const account = await register();
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usernameOrEmail: account.username, password: PASSWORD },
      remoteAddress: randomIp(),
    });
    const hint = hintOf(signedIn) ?? '';
    expect(hint).toMatch(/^algotrip_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/; SameSite=Lax/);
    expect(hint).not.toContain(account.token);
    const session = cookieOf(signedIn).split(';')[0] ?? '';

    // A cookie sign-in from before the hint existed gets it on the client's check.
    const check = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: session },
    });
    expect(check.statusCode).toBe(200);
    expect(hintOf(check)).toMatch(/^algotrip_signed_in=1;/);
    const withHint = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${session}; algotrip_signed_in=1` },
    });
    expect(hintOf(withHint)).toBeUndefined();

    // A stale hint is cleared by the 401, and logout clears it with the session.
    const stale = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: 'algotrip_signed_in=1' },
    });
    expect(stale.statusCode).toBe(401);
    expect(hintOf(stale)).toMatch(/^algotrip_signed_in=;.*Expires=Thu, 01 Jan 1970/);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: session },
    });
    expect(hintOf(logout)).toMatch(/^algotrip_signed_in=;/);
  });
});

describe('logs', () => {
  it('never hold a password, a session token or a password or token hash', async () => {
    const before = logLines.length;
    const account = await register();
    const login = await call('POST', '/api/auth/login', undefined, {
      usernameOrEmail: account.username,
      password: PASSWORD,
    });
    const token = login.json<{ authToken: string }>().authToken;
    await call('POST', '/api/auth/login', undefined, {
      usernameOrEmail: account.username,
      password: `${PASSWORD}-wrong`,
    });
    await call('POST', '/api/auth/login', undefined, '{"usernameOrEmail": "x", "password": ');
    await call('POST', '/api/auth/register', undefined, {
      username: account.username,
      email: account.email,
      password: PASSWORD,
    });
    const sessionId = nanoid();
    await call('POST', '/api/chat/messages', token, { sessionId, role: 'user', content: 'Hi' });
    await call('POST', '/api/chat/completions', token, {
      sessionId,
      message: 'I am Indian, do I need a visa for Japan?',
    });
    await call('GET', `/api/chat/history?sessionId=${sessionId}`, token);
    const booking = await book(app, token, flightBooking());
    await call('GET', '/api/reservations', token);
    await call('GET', `/api/download/${booking.id}`, token);
    await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `algotrip_session=${token}` },
    });
    await call('PATCH', '/api/user', token, { nationality: 'India' });
    await call('POST', '/api/logout', token);
    await call('GET', '/api/user', token);

    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, account.username));
    const sessions = await database.db.select().from(authSessions);
    const secrets = [
      PASSWORD,
      token,
      row?.passwordHash ?? 'missing hash',
      ...(row?.passwordHash.split('$').filter((part) => part.length >= 16) ?? []),
      createHash('sha256').update(token).digest('hex'),
      createHash('sha256').update(token).digest('base64url'),
      ...sessions.map((s) => s.tokenHash),
    ];
    const lines = logLines.slice(before);
    // The capture works: requests were logged, with their URLs.
    expect(lines.length).toBeGreaterThan(20);
    expect(lines.join('')).toContain('/api/auth/login');
    for (const line of lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      expect(line).not.toMatch(/scrypt\$/);
      expect(line.toLowerCase()).not.toMatch(/"authorization"|"cookie"|bearer /);
    }
  });
});

describe('chat markup is data, never markup', () => {
  it(`stores and returns ${XSS_PAYLOADS.length} XSS payloads verbatim as JSON`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const account = await register();
    const sessionId = nanoid();
    for (const [i, content] of XSS_PAYLOADS.entries()) {
      const res = await call('POST', '/api/chat/messages', account.token, {
        sessionId,
        role: i % 2 === 0 ? 'user' : 'assistant',
        content,
      });
      expect(res.statusCode, content).toBe(201);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json<{ message: { content: string } }>().message.content).toBe(content);
    }
    for (const url of [
      `/api/chat/history?sessionId=${sessionId}`,
      `/api/chat/messages/${sessionId}/recent`,
    ]) {
      const res = await call('GET', url, account.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const body = res.json<
        Array<{ content: string }> | { messages: Array<{ content: string }> }
      >();
      const contents = (Array.isArray(body) ? body : body.messages).map((m) => m.content);
      expect(contents).toEqual(
        url.includes('history') ? XSS_PAYLOADS : XSS_PAYLOADS.slice(-contents.length),
      );
    }
    // The assistant answers each as a question, as JSON; whatever it echoes stays in a string.
    for (const message of XSS_PAYLOADS) {
      const res = await call('POST', '/api/chat/completions', undefined, {
        sessionId: nanoid(),
        message,
      });
      expect(res.statusCode, message).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(typeof res.json<{ content: unknown }>().content).toBe('string');
    }
  });
});

// SQL metacharacters, quotes, comments, escapes, Unicode and emoji (no NUL: refused with 400).
const SQL_TEXTS = [
  "'",
  '"',
  ';',
  '--',
  '/*',
  '*/',
  '\\',
  "\\'",
  '%',
  '_',
  '$1',
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  "Robert'); DROP TABLE bookings;--",
  "1' UNION SELECT password_hash FROM users --",
  "E'\\x27'",
  'Zoë Ñúñez 東京 مرحبا',
  '🧳✈️🇯🇵',
];

describe('SQL metacharacters', () => {
  it('are stored and returned verbatim in usernames and logins', async () => {
    for (const [i, text] of SQL_TEXTS.entries()) {
      const username = `u${i}${text}`;
      const account = await register(username);
      const me = await call('GET', '/api/user', account.token);
      expect(me.json<{ username: string }>().username).toBe(username);
      const login = await call('POST', '/api/auth/login', undefined, {
        usernameOrEmail: username,
        password: PASSWORD,
      });
      expect(login.statusCode, username).toBe(200);
      expect(login.json<{ user: { id: string } }>().user.id).toBe(account.id);
    }
    // An injection in the login name matches nobody.
    for (const usernameOrEmail of ["' OR 1=1 --", "' OR '1'='1", "admin'--"]) {
      const res = await call('POST', '/api/auth/login', undefined, {
        usernameOrEmail,
        password: "' OR '1'='1",
      });
      expect(res.statusCode, usernameOrEmail).toBe(401);
    }
  });

  it('are stored and returned verbatim in e-mail local parts, profile and user fields', async () => {
    for (const local of ["o'brien", 'a--b', "x'--", 'or_1']) {
      const email = `${local}${counter++}@example.com`;
      const res = await call('POST', '/api/auth/register', undefined, {
        username: `mail${counter++}`,
        email,
        password: PASSWORD,
      });
      expect(res.statusCode, email).toBe(201);
      expect(res.json<{ user: { email: string } }>().user.email).toBe(email);
      const login = await call('POST', '/api/auth/login', undefined, {
        usernameOrEmail: email,
        password: PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      const queued = await call('POST', '/api/email-requests', undefined, {
        email,
        nationality: 'IN',
        destination: 'JP',
        language: 'en',
      });
      expect(queued.statusCode).toBe(202);
      const [row] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, queued.json<{ id: string }>().id));
      expect(row?.toEmail).toBe(email);
    }

    const account = await register();
    for (const text of SQL_TEXTS) {
      const patched = await call('PATCH', '/api/user', account.token, {
        nationality: text,
        destination: text,
        visaType: text,
      });
      expect(patched.statusCode, text).toBe(200);
      expect(patched.json()).toMatchObject({
        nationality: text,
        destination: text,
        visaType: text,
      });
      expect((await call('GET', '/api/user', account.token)).json()).toMatchObject({
        nationality: text,
      });
    }
    const saved = await call('POST', '/api/user/profile', account.token, {
      travelPurpose: 'leisure',
      interests: [],
      budgetRange: 'mid-range',
      travelStyle: 'couple',
      ageGroup: '26-35',
      preferredActivities: SQL_TEXTS.slice(0, 10),
      dietaryRestrictions: SQL_TEXTS.slice(10, 20),
      accommodationPreferences: 'boutique',
      transportationPreferences: 'public',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const profile = await call('GET', '/api/user/profile', account.token);
    expect(profile.json()).toMatchObject({
      preferredActivities: SQL_TEXTS.slice(0, 10),
      dietaryRestrictions: SQL_TEXTS.slice(10, 20),
    });
  });

  it('are stored and returned verbatim in chat messages, bookings and purchases', async () => {
    const account = await register();
    const sessionId = nanoid();
    for (const content of SQL_TEXTS) {
      const res = await call('POST', '/api/chat/messages', account.token, {
        sessionId,
        role: 'user',
        content,
      });
      expect(res.statusCode, content).toBe(201);
    }
    const history = await call('GET', `/api/chat/history?sessionId=${sessionId}`, account.token);
    expect(history.json<Array<{ content: string }>>().map((m) => m.content)).toEqual(SQL_TEXTS);

    for (const text of SQL_TEXTS) {
      const flight = await book(
        app,
        account.token,
        flightBooking({
          fullName: text,
          departureCity: text,
          arrivalCity: `${text} city`,
          destination: text,
          passportNumber: text.slice(0, 30).trim(),
        }),
      );
      const hotel = await book(
        app,
        account.token,
        hotelBooking({
          guestName: text,
          arrivalCity: text,
          hotelName: text,
          checkIn: inDays(40),
          checkOut: inDays(42),
        }),
      );
      const purchase = await buy(
        app,
        account.token,
        insurancePurchase({
          metadata: {
            ...insurancePurchase().metadata,
            passengerInfo: { ...insurancePurchase().metadata.passengerInfo, passengerName: text },
          },
        }),
      );
      const reservations = await call('GET', '/api/reservations', account.token);
      const listed = reservations.json<Array<{ id: string; details: Record<string, unknown> }>>();
      expect(listed.find((b) => b.id === flight.id)?.details).toMatchObject({
        fullName: text,
        departureCity: text,
        arrivalCity: `${text} city`,
        passportNumber: text.slice(0, 30).trim(),
      });
      expect(listed.find((b) => b.id === hotel.id)?.details).toMatchObject({
        guestName: text,
        arrivalCity: text,
        hotelName: text,
      });
      const purchases = await call('GET', '/api/purchases', account.token);
      const bought = purchases
        .json<Array<{ id: string; serviceName: string; metadata: Record<string, unknown> }>>()
        .find((p) => p.id === purchase.id);
      expect(bought?.serviceName).toBe('Travel Insurance');
      expect(bought?.metadata).toMatchObject({ passengerInfo: { passengerName: text } });
    }

    // Nothing was dropped or rewritten on the way.
    expect((await call('GET', '/api/health')).statusCode).toBe(200);
    const everyone = await database.db.select({ id: users.id }).from(users);
    expect(everyone.length).toBeGreaterThan(SQL_TEXTS.length);
  });
});
