import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSoleWriter } from '../src/db/database';
import { findLiveSession } from '../src/db/repositories/auth-sessions';
import { hitRateLimit } from '../src/db/repositories/rate-limits';
import { authSessions } from '../src/db/schema';
import { hashSessionToken } from '../src/domain/accounts/session-token';
import { createTestApp } from './helpers/test-app';
import { bearer, registerUser } from './helpers/test-users';

// On PGlite, which only this process writes, session look-ups and rate-limit counts are kept
// in memory (decision 018); on PostgreSQL they are read from the database every time. Either
// way a request sees every change made through the product at once.

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const getUser = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

describe('state kept in front of the database', () => {
  it('is used only where this process is the database’s only writer', () => {
    expect(isSoleWriter(ctx.database.db)).toBe(ctx.database.kind !== 'postgres');
  });

  it('signs a session out at once, however often it was looked up', async () => {
    const { token } = await registerUser(ctx.app);
    for (let i = 0; i < 3; i++) expect((await getUser(token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await getUser(token)).statusCode).toBe(401);
    expect(await findLiveSession(ctx.database.db, hashSessionToken(token))).toBeUndefined();
  });

  it('answers with a profile change at once, on every session of that user', async () => {
    const { token } = await registerUser(ctx.app);
    const username = (await getUser(token)).json<{ username: string }>().username;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'secret-pass' },
    });
    const other = login.json<{ authToken: string }>().authToken;
    expect((await getUser(other)).json()).toMatchObject({ nationality: null });
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: bearer(token),
      payload: { nationality: 'Mexico' },
    });
    expect(patched.statusCode).toBe(200);
    for (const session of [token, other]) {
      expect((await getUser(session)).json()).toMatchObject({ nationality: 'Mexico' });
    }
  });

  it('on PGlite answers a looked-up session from memory; on PostgreSQL from the database', async () => {
    const { token } = await registerUser(ctx.app);
    const hash = hashSessionToken(token);
    expect(await findLiveSession(ctx.database.db, hash)).toBeDefined();
    // Behind the product's back (no route does this): only memory can still say signed in.
    await ctx.database.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.tokenHash, hash));
    const after = await findLiveSession(ctx.database.db, hash);
    if (isSoleWriter(ctx.database.db)) expect(after).toBeDefined();
    else expect(after).toBeUndefined();
  });

  it('starts a rate-limit window afresh once it has closed', async () => {
    const key = `test:window:${Date.now()}`;
    expect((await hitRateLimit(ctx.database.db, key, 300)).hits).toBe(1);
    const second = await hitRateLimit(ctx.database.db, key, 300);
    expect(second.hits).toBe(2);
    expect(second.ttlMs).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await hitRateLimit(ctx.database.db, key, 300)).hits).toBe(1);
    // Another window length counts apart.
    expect((await hitRateLimit(ctx.database.db, `${key}:other`, 60_000)).hits).toBe(1);
  });
});
