import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_RATE_LIMIT } from '@common/constants';
import { insertUser } from '../src/db/repositories/users';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/domain/accounts/password';
import { createTestApp } from './helpers/test-app';
import { bearer, randomIp } from './helpers/test-users';

// Who a sign-in reaches, what a password may be, and how many guesses an account takes.

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`;

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
}

async function register(overrides: Record<string, unknown> = {}) {
  const username = unique('member');
  const body = {
    username,
    email: `${username}@example.com`,
    password: 'amber-lantern-42',
    ...overrides,
  };
  const res = await post('/api/auth/register', body);
  return { res, body };
}

const userCount = async () => (await ctx.database.db.select().from(users)).length;

async function expectRegistrationRefused(overrides: Record<string, unknown>, message: RegExp) {
  const before = await userCount();
  const { res } = await register(overrides);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: expect.stringMatching(message) });
  expect(await userCount()).toBe(before);
}

describe('usernames and email sign-in', () => {
  it('refuses a username with an @, so nobody can take a name that reads as an email', async () => {
    const { body: dana } = await register();
    await expectRegistrationRefused({ username: dana.email }, /username: must not contain @/);
    await expectRegistrationRefused({ username: 'someone@' }, /username: must not contain @/);
  });

  it("signs in by email to the email's owner, even when an older account has that email as its username", async () => {
    const { body: dana } = await register();
    // An account made before usernames lost the @, named after Dana's email.
    await insertUser(ctx.database.db, {
      username: dana.email.toUpperCase(),
      email: `${unique('squatter')}@example.com`,
      passwordHash: await hashPassword('squatter-password'),
    });
    const login = await post('/api/auth/login', {
      usernameOrEmail: dana.email,
      password: dana.password,
    });
    const token = login.json<{ authToken: string }>().authToken;
    // Dana edits her profile: her row moves after the squatter's in the table.
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      payload: { nationality: 'Canada' },
      headers: bearer(token),
      remoteAddress: randomIp(),
    });
    expect(patch.statusCode).toBe(200);

    for (const typed of [dana.email, dana.email.toUpperCase()]) {
      const again = await post('/api/auth/login', {
        usernameOrEmail: typed,
        password: dana.password,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ user: { username: dana.username } });
    }
    // The older account still signs in by its name when no email matches it.
    const squatter = await post('/api/auth/login', {
      usernameOrEmail: dana.email,
      password: 'squatter-password',
    });
    expect(squatter.statusCode).toBe(401);
  });

  it('still signs in an older account whose @-name is nobody\u2019s email', async () => {
    const name = `${unique('legacy')}@old.example`;
    await insertUser(ctx.database.db, {
      username: name,
      email: `${unique('legacy')}@example.com`,
      passwordHash: await hashPassword('legacy-password'),
    });
    const res = await post('/api/auth/login', { username: name, password: 'legacy-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { username: name } });
  });
});

describe('password policy at registration', () => {
  it('refuses passwords shorter than 8 characters', async () => {
    await expectRegistrationRefused({ password: 'a1b2c3d' }, /^Invalid body: password: /);
  });

  it('refuses a password of spaces only', async () => {
    await expectRegistrationRefused(
      { password: '          ' },
      /password: must not be only spaces/,
    );
  });

  it('refuses the username or the email as the password, in any letter case', async () => {
    const username = unique('Traveller');
    await expectRegistrationRefused(
      { username, email: `${username}@example.com`, password: username.toUpperCase() },
      /password: must not be your username or email/,
    );
    await expectRegistrationRefused(
      { username, email: `${username}@example.com`, password: `${username}@EXAMPLE.com` },
      /password: must not be your username or email/,
    );
  });

  it.each(['123456', '12345678', 'password', 'Password1', 'qwerty123', 'iloveyou'])(
    'refuses the common password %s',
    async (password) => {
      await expectRegistrationRefused({ password }, /^Invalid body: password: /);
    },
  );

  it('accepts a password that breaks no rule', async () => {
    const { res } = await register({ password: 'amber-lantern-42' });
    expect(res.statusCode).toBe(201);
  });
});

describe('sign-in budget per account', () => {
  it('shares one budget between the username and the email, from any IP', async () => {
    const { body } = await register();
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) {
      const typed = i % 2 === 0 ? body.username : body.email.toUpperCase();
      const res = await post('/api/auth/login', {
        usernameOrEmail: typed,
        password: `guess-${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    for (const typed of [body.username, body.email]) {
      const blocked = await post('/api/auth/login', {
        usernameOrEmail: typed,
        password: body.password,
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
    }
  });

  it('lets the owner in with the right password once the window has passed', async () => {
    const { body } = await register();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i++) {
      await post('/api/auth/login', { usernameOrEmail: body.email, password: `guess-${i}` });
    }
    const blocked = await post('/api/auth/login', {
      usernameOrEmail: body.username,
      password: body.password,
    });
    expect(blocked.statusCode).toBe(429);

    vi.setSystemTime(Date.now() + AUTH_RATE_LIMIT.windowMs + 1000);
    const later = await post('/api/auth/login', {
      usernameOrEmail: body.username,
      password: body.password,
    });
    expect(later.statusCode).toBe(200);
  });
});
