import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { SESSION_COOKIE } from '../src/plugins/auth';
import { TEST_DATA_ENCRYPTION_KEY } from './helpers/data-encryption-key';
import { createTestDatabase } from './helpers/test-database';
import { bearer, randomIp, registerUser } from './helpers/test-users';

// A state change authenticated by the session cookie must come from the app's own pages. The
// cookie's SameSite=Lax lets a page on another port or a sibling subdomain send it along, and
// body-less POSTs (sign-out, profile reset) need no JSON content type a form could not send.

const ALLOWED = 'https://partner.example.com';
const EVIL = 'https://evil.example.net';

let app: App;
let drop: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestDatabase();
  drop = test.drop;
  app = await buildApp({
    database: test.database,
    allowedOrigins: [ALLOWED],
    dataEncryptionKey: TEST_DATA_ENCRYPTION_KEY,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

function post(url: string, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url, headers, remoteAddress: randomIp() });
}

async function stillSignedIn(token: string): Promise<boolean> {
  const res = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  return res.statusCode === 200;
}

describe('cookie-authenticated state changes', () => {
  it.each(['/api/logout', '/api/user/profile/reset'])(
    'POST %s from another origin is refused with 403 and changes nothing',
    async (url) => {
      const { token } = await registerUser(app);
      const res = await post(url, { ...cookie(token), origin: EVIL });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(await stillSignedIn(token)).toBe(true);
    },
  );

  it('a sibling port of the same host counts as another origin', async () => {
    const { token } = await registerUser(app);
    const res = await post('/api/logout', {
      ...cookie(token),
      host: 'localhost:5000',
      origin: 'http://localhost:5001',
    });
    expect(res.statusCode).toBe(403);
  });

  it('an opaque origin ("null", a sandboxed frame) is refused', async () => {
    const { token } = await registerUser(app);
    const res = await post('/api/logout', { ...cookie(token), origin: 'null' });
    expect(res.statusCode).toBe(403);
  });

  it('DELETE and PATCH are checked as well', async () => {
    const { token } = await registerUser(app);
    const remove = await app.inject({
      method: 'DELETE',
      url: '/api/user/profile',
      headers: { ...cookie(token), origin: EVIL },
    });
    expect(remove.statusCode).toBe(403);
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { ...cookie(token), origin: EVIL },
      payload: { username: 'renamed-by-evil' },
    });
    expect(patch.statusCode).toBe(403);
  });

  it('the app’s own origin signs out', async () => {
    const { token } = await registerUser(app);
    const res = await post('/api/logout', {
      ...cookie(token),
      host: 'algotrip.example.com',
      origin: 'https://algotrip.example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(await stillSignedIn(token)).toBe(false);
  });

  it('an origin of ALLOWED_ORIGINS signs out', async () => {
    const { token } = await registerUser(app);
    const res = await post('/api/logout', { ...cookie(token), origin: ALLOWED });
    expect(res.statusCode).toBe(200);
    expect(await stillSignedIn(token)).toBe(false);
  });

  it('a request without Origin (not sent by a browser page) is unaffected', async () => {
    const { token } = await registerUser(app);
    const res = await post('/api/logout', cookie(token));
    expect(res.statusCode).toBe(200);
  });
});

describe('requests not authenticated by the cookie', () => {
  it('a bearer token is unaffected by Origin', async () => {
    const { token } = await registerUser(app);
    const res = await post('/api/logout', { ...bearer(token), origin: EVIL });
    expect(res.statusCode).toBe(200);
    expect(await stillSignedIn(token)).toBe(false);
  });

  it('an empty bearer header does not exempt the cookie behind it', async () => {
    const { token } = await registerUser(app);
    const res = await post('/api/logout', {
      ...cookie(token),
      authorization: 'Bearer null',
      origin: EVIL,
    });
    expect(res.statusCode).toBe(403);
  });

  it('reads carrying the cookie are unaffected', async () => {
    const { token } = await registerUser(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...cookie(token), origin: EVIL },
    });
    expect(res.statusCode).toBe(200);
  });
});
