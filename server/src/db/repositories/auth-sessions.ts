import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { createBatcher, perDatabase } from '../batcher';
import type { User } from '@common/contracts/auth';
import type { Db } from '../database';
import { publicUserColumns, toUser } from './users';
import { authSessions, users } from '../schema';

export async function insertAuthSession(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(values);
}

type LiveSession = { sessionId: string; user: User };

// Every signed-in request asks this: the look-ups of one event-loop turn share one query.
const sessionLookups = perDatabase((db: Db) =>
  createBatcher(async (tokenHashes: readonly string[]) => {
    const rows = await db
      .select({
        sessionId: authSessions.id,
        tokenHash: authSessions.tokenHash,
        user: publicUserColumns,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          inArray(authSessions.tokenHash, [...new Set(tokenHashes)]),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, new Date()),
        ),
      );
    const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
    return tokenHashes.map((hash): LiveSession | undefined => {
      const row = byHash.get(hash);
      // Each caller gets its own objects.
      return row && { sessionId: row.sessionId, user: toUser(row.user) };
    });
  }),
);

/** The live (unrevoked, unexpired) session for a token hash, with its user's public shape. */
export async function findLiveSession(db: Db, tokenHash: string): Promise<LiveSession | undefined> {
  return sessionLookups(db)(tokenHash);
}

export async function revokeAuthSession(db: Db, tokenHash: string): Promise<void> {
  // Look-ups that reached the server before the sign-out are answered as signed in: they run
  // before the revocation, not gathered behind it (db/batcher.ts).
  await sessionLookups(db).flush();
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.tokenHash, tokenHash), isNull(authSessions.revokedAt)));
}
