import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../database';
import { authSessions, users } from '../schema';

export async function insertAuthSession(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(values);
}

/** The live (unrevoked, unexpired) session for a token hash, with its user. */
export async function findLiveSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: authSessions.id, user: users })
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
  return row;
}

export async function revokeAuthSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.tokenHash, tokenHash), isNull(authSessions.revokedAt)));
}
