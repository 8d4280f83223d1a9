import { SESSION_TTL_DAYS } from '@common/constants';
import type { Db } from '../../db/database';
import { insertAuthSession } from '../../db/repositories/auth-sessions';
import { hashSessionToken, newSessionToken } from './session-token';

/** Signs a user in: a new random token, of which only the hash is stored. */
export async function startSession(db: Db, userId: string): Promise<string> {
  const token = newSessionToken();
  await insertAuthSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}
