import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../src/db/schema';
import { TEST_DATA_ENCRYPTION_KEY } from './helpers/data-encryption-key';
import { createTestApp } from './helpers/test-app';
import { randomIp } from './helpers/test-users';

// Every log line the app writes, to prove secrets never reach a log.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ logger: { level: 'trace', stream: logStream } });
});
afterAll(async () => {
  await ctx.close();
});

// A different client address per call unless a test says otherwise, so the per-IP
// limit only bites where a test means it to.
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`;

function post(
  url: string,
  payload: object,
  options: { token?: string; ip?: string; cookie?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? randomIp(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}
function getUser(headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url: '/api/user', headers, remoteAddress: randomIp() });
}
async function register(overrides: Record<string, unknown> = {}) {
  const username = unique('user');
  const body = {
    username,
    email: `${username}@example.com`,
    password: 'secret-pass',
    ...overrides,
  };
  const res = await post('/api/auth/register', body);
  return { res, body, json: res.json() as { user: Record<string, unknown>; authToken: string } };
}

describe('POST /api/auth/register', () => {
  it('creates the user, returns it with a token and sets an httpOnly cookie', async () => {
    const { res, body, json } = await register({ nationality: 'India', destination: 'Japan' });
    expect(res.statusCode).toBe(201);
    expect(json.user).toMatchObject({
      username: body.username,
      email: body.email,
      nationality: 'India',
      destination: 'Japan',
      visaType: null,
    });
    expect(Object.keys(json.user).sort()).toEqual(
      ['createdAt', 'destination', 'email', 'id', 'nationality', 'username', 'visaType'].sort(),
    );
    // 256 random bits in base64url.
    expect(json.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`algotrip_session=${json.authToken}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure when the client came over HTTPS through the trusted proxy', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({
      database: ctx.database,
      trustProxy: 1,
      dataEncryptionKey: TEST_DATA_ENCRYPTION_KEY,
    });
    const username = unique('https');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username, email: `${username}@example.com`, password: 'secret-pass' },
    });
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    // Not app.close(): that would close the shared test database.
  });

  it('stores only the SHA-256 of the token, and a scrypt hash of the password', async () => {
    const { json, body } = await register();
    const sessions = await ctx.database.db.select().from(authSessions);
    const hashes = sessions.map((s) => s.tokenHash);
    expect(hashes).toContain(createHash('sha256').update(json.authToken).digest('hex'));
    expect(hashes).not.toContain(json.authToken);
    const [row] = (await ctx.database.db.select().from(users)).filter(
      (u) => u.username === body.username,
    );
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  it.each([
    ['username shorter than 3', { username: 'ab' }, /^Invalid body: username: /],
    ['invalid email', { email: 'not-an-email' }, /^Invalid body: email: /],
    ['password shorter than 8', { password: 'a1b2c3d' }, /^Invalid body: password: /],
    ['missing password', { password: undefined }, /^Invalid body: password: /],
  ])('rejects a %s with 400 and creates nothing', async (_label, overrides, message) => {
    const before = (await ctx.database.db.select().from(users)).length;
    const { res } = await register(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await ctx.database.db.select().from(users)).length).toBe(before);
  });

  it('strips unknown fields', async () => {
    const { res, body } = await register({ passwordHash: 'x', id: 'chosen-id', isAdmin: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.id).not.toBe('chosen-id');
    expect(res.json().user).not.toHaveProperty('isAdmin');
    const login = await post('/api/auth/login', {
      username: body.username,
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers 'Username already taken' for a taken username, whatever its case", async () => {
    const { body } = await register();
    const { res } = await register({ username: body.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Username already taken' });
  });

  it("answers 'Email already in use' for a taken email, whatever its case", async () => {
    const { body } = await register();
    const { res } = await register({ email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Email already in use' });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username or by email, returning token = authToken', async () => {
    const { body } = await register();
    for (const payload of [
      { username: body.username, password: body.password },
      { usernameOrEmail: body.email, password: body.password },
      { usernameOrEmail: body.username.toUpperCase(), password: body.password },
    ]) {
      const res = await post('/api/auth/login', payload);
      expect(res.statusCode).toBe(200);
      const json = res.json();
      expect(json.user.username).toBe(body.username);
      expect(json.token).toBe(json.authToken);
      expect(json.user).not.toHaveProperty('passwordHash');
    }
  });

  it("answers a wrong password and an unknown user alike: 'Invalid credentials'", async () => {
    const { body } = await register();
    const wrong = await post('/api/auth/login', {
      username: body.username,
      password: 'wrong-pass',
    });
    const unknown = await post('/api/auth/login', {
      username: unique('ghost'),
      password: 'wrong-pass',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid credentials' });
    }
  });

  it('needs a username or usernameOrEmail', async () => {
    const res = await post('/api/auth/login', { password: 'secret-pass' });
    expect(res.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('works with the bearer header and with the cookie; rejects anything else', async () => {
    const { json } = await register();
    const byBearer = await getUser({ authorization: `Bearer ${json.authToken}` });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json()).toEqual(json.user);
    const byCookie = await getUser({ cookie: `algotrip_session=${json.authToken}` });
    expect(byCookie.json()).toEqual(json.user);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: 'Bearer null' },
    ];
    for (const headers of attempts) {
      const res = await getUser(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Not signed in' });
    }
  });

  it('logout revokes the token and clears the cookie', async () => {
    const { json } = await register();
    const out = await post('/api/logout', {}, { token: json.authToken });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(
      /algotrip_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await getUser({ authorization: `Bearer ${json.authToken}` })).statusCode).toBe(401);
    expect((await getUser({ cookie: `algotrip_session=${json.authToken}` })).statusCode).toBe(401);
    // Logging out twice, or without a session, is harmless.
    expect((await post('/api/logout', {})).statusCode).toBe(200);
  });

  it('expires after 30 days', async () => {
    const { json } = await register();
    const hash = createHash('sha256').update(json.authToken).digest('hex');
    const [session] = (await ctx.database.db.select().from(authSessions)).filter(
      (s) => s.tokenHash === hash,
    );
    const days = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 1);
    const { eq } = await import('drizzle-orm');
    await ctx.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.tokenHash, hash));
    expect((await getUser({ authorization: `Bearer ${json.authToken}` })).statusCode).toBe(401);
  });
});

describe('PATCH /api/user', () => {
  it('updates only the signed-in user, only the allowed fields', async () => {
    const alice = await register();
    const bob = await register();
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { authorization: `Bearer ${alice.json.authToken}` },
      payload: {
        nationality: 'Mexico',
        visaType: 'Tourist',
        username: 'renamed',
        id: bob.json.user.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: alice.json.user.id,
      username: alice.body.username,
      nationality: 'Mexico',
      visaType: 'Tourist',
      destination: null,
    });
    const bobNow = await getUser({ authorization: `Bearer ${bob.json.authToken}` });
    expect(bobNow.json()).toEqual(bob.json.user);

    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { authorization: `Bearer ${alice.json.authToken}` },
      payload: { nationality: '' },
    });
    expect(cleared.json().nationality).toBeNull();
  });

  it("refuses another user's email and bad input, changing nothing", async () => {
    const alice = await register();
    const bob = await register();
    const auth = { authorization: `Bearer ${alice.json.authToken}` };
    const taken = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth,
      payload: { email: bob.body.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Email already in use' });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: auth,
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await getUser(auth)).json().email).toBe(alice.body.email);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      payload: { nationality: 'X' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per IP: the 11th in a minute gets 429 JSON', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        '/api/auth/login',
        { username: unique('any'), password: 'whatever' },
        { ip },
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().message).toMatch(/^Too many attempts; try again in /);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits attempts per username across IPs, even with the right password after', async () => {
    const { body } = await register();
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/auth/login', {
        username: body.username,
        password: 'wrong-pass',
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post('/api/auth/login', {
      usernameOrEmail: body.username,
      password: body.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many attempts/);
  });

  it('counts sign-in and registration separately for one IP', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/auth/login',
        { username: unique('x'), password: 'whatever' },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    const username = unique('sep');
    const reg = await post(
      '/api/auth/register',
      { username, email: `${username}@example.com`, password: 'secret-pass' },
      { ip },
    );
    expect(reg.statusCode).toBe(201);
    expect(reg.headers['x-ratelimit-remaining']).toBe('9');
  });

  it('limits registration per IP', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const username = unique('reg');
      const res = await post(
        '/api/auth/register',
        { username, email: `${username}@example.com`, password: 'secret-pass' },
        { ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});

describe('secrets', () => {
  it('never puts a password, its hash or a token in a response or a log line', async () => {
    const { json, body } = await register();
    const login = await post('/api/auth/login', {
      username: body.username,
      password: body.password,
    });
    await getUser({ authorization: `Bearer ${login.json().authToken}` });
    const [row] = (await ctx.database.db.select().from(users)).filter(
      (u) => u.username === body.username,
    );
    const logs = logLines.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      body.password,
      row!.passwordHash,
      json.authToken,
      login.json().authToken,
    ]) {
      expect(logs).not.toContain(secret);
    }
    expect(JSON.stringify(json)).not.toContain('scrypt');
    expect(login.body).not.toContain('scrypt');
  });
});
