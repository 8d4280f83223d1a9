import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { preparedPerDatabase } from '../prepared';
import type { User } from '@common/contracts/auth';
import { publicUserColumns, toUser } from './users';
import { authSessions, users } from '../schema';

/** A signed-in session as a request sees it. */
export type LiveSession = { sessionId: string; user: User };

export async function insertAuthSession(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(values);
}

const selectLiveSession = preparedPerDatabase('find_live_session', (db) =>
  db
    .select({ sessionId: authSessions.id, user: publicUserColumns })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1),
);

/** The live (unrevoked, unexpired) session for a token hash, with its user's public shape. */
export async function findLiveSession(db: Db, tokenHash: string): Promise<LiveSession | undefined> {
  const [row] = await selectLiveSession(db).execute({ tokenHash, now: new Date() });
  return row && { sessionId: row.sessionId, user: toUser(row.user) };
}

export async function revokeAuthSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.tokenHash, tokenHash), isNull(authSessions.revokedAt)));
}
