import { randomInt } from 'node:crypto';
import type { App } from '../../src/app';

/** A different client address per call, so per-IP limits bite only where a test means them to. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let counter = 0;

/** Registers a fresh user and returns its bearer token. */
export async function registerUser(app: App): Promise<{ token: string; userId: string }> {
  const username = `buyer${Date.now().toString(36)}${counter++}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email: `${username}@example.com`, password: 'secret-pass' },
    remoteAddress: randomIp(),
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const body = res.json<{ authToken: string; user: { id: string } }>();
  return { token: body.authToken, userId: body.user.id };
}

export const bearer = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};
