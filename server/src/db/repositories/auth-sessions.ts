import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { createBatcher, perDatabase } from '../batcher';
import type { Db } from '../database';
import { sessionMemory, type LiveSession } from '../session-memory';
import { publicUserColumns, toUser } from './users';
import { authSessions, users } from '../schema';

export async function insertAuthSession(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(values);
}

// Every signed-in request asks this: the look-ups of one event-loop turn share one query.
const sessionLookups = perDatabase((db: Db) =>
  createBatcher(async (tokenHashes: readonly string[]) => {
    const memory = sessionMemory(db);
    const version = memory?.version();
    const rows = await db
      .select({
        sessionId: authSessions.id,
        tokenHash: authSessions.tokenHash,
        expiresAt: authSessions.expiresAt,
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
    const nowMs = Date.now();
    return tokenHashes.map((hash): LiveSession | undefined => {
      const row = byHash.get(hash);
      if (!row) return undefined;
      // Each caller gets its own objects.
      const session = { sessionId: row.sessionId, user: toUser(row.user) };
      memory?.remember(hash, session, row.expiresAt.getTime(), version ?? 0, nowMs);
      return session;
    });
  }),
);

/** The live (unrevoked, unexpired) session for a token hash, with its user's public shape. */
export async function findLiveSession(db: Db, tokenHash: string): Promise<LiveSession | undefined> {
  return sessionMemory(db)?.get(tokenHash, Date.now()) ?? sessionLookups(db)(tokenHash);
}

export async function revokeAuthSession(db: Db, tokenHash: string): Promise<void> {
  // Look-ups that reached the server before the sign-out are answered as signed in: they run
  // before the revocation, not gathered behind it (db/batcher.ts).
  await sessionLookups(db).flush();
  const revoke = async () => {
    await db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.tokenHash, tokenHash), isNull(authSessions.revokedAt)));
  };
  const memory = sessionMemory(db);
  if (!memory) return revoke();
  await memory.change(revoke, (hash) => hash === tokenHash);
}
