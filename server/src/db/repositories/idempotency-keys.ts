import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../database';
import { idempotencyKeys } from '../schema';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

export type IdempotencyClaim = {
  userId: string;
  key: string;
  route: string;
  requestHash: string;
  now: Date;
  /** Keys created before this are forgotten. */
  expiredBefore: Date;
  /** Claims still unanswered since before this were left by a request that never finished. */
  abandonedBefore: Date;
};

/**
 * Takes the user's key for this request. Undefined when it was taken: the caller reads the row
 * that holds it. The primary key (user, key) makes concurrent claims resolve to one row: on
 * PostgreSQL the second insert waits for the first and then does nothing.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: IdempotencyClaim,
): Promise<'claimed' | IdempotencyKeyRow | undefined> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        or(
          lt(idempotencyKeys.createdAt, claim.expiredBefore),
          and(
            isNull(idempotencyKeys.statusCode),
            lt(idempotencyKeys.createdAt, claim.abandonedBefore),
          ),
        ),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      userId: claim.userId,
      key: claim.key,
      route: claim.route,
      requestHash: claim.requestHash,
      createdAt: claim.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return 'claimed';
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)))
    .limit(1);
  return row;
}

/** Keeps the answer given under the key, for the retries that follow. */
export async function recordIdempotentAnswer(
  db: Db,
  userId: string,
  key: string,
  answer: { statusCode: number; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Gives the key back (the request failed), so a retry runs the request again. */
export async function releaseIdempotencyKey(db: Db, userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.statusCode),
      ),
    );
}
