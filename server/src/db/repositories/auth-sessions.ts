import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../database';
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

/** The live (unrevoked, unexpired) session for a token hash, with its user's public shape. */
export async function findLiveSession(db: Db, tokenHash: string): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({ sessionId: authSessions.id, user: publicUserColumns })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, tokenHash),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row && { sessionId: row.sessionId, user: toUser(row.user) };
}

export async function revokeAuthSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.tokenHash, tokenHash), isNull(authSessions.revokedAt)));
}
