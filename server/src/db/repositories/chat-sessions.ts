import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { chatSessions } from '../schema';

export type ChatSessionOwner = { userId: string | null };

/** Who may use a session: anyone holding its id until a user claims it, then that user alone. */
export function mayUseSession(session: ChatSessionOwner, userId: string | null): boolean {
  return session.userId === null || session.userId === userId;
}

export async function findChatSession(db: Db, id: string): Promise<ChatSessionOwner | undefined> {
  const [row] = await db
    .select({ userId: chatSessions.userId })
    .from(chatSessions)
    .where(eq(chatSessions.id, id))
    .limit(1);
  return row;
}

/**
 * Creates the session if it is new and links it to `userId` if it is not linked yet, in one
 * atomic statement. Undefined when the session belongs to someone else.
 */
export async function claimChatSession(
  db: Db,
  id: string,
  userId: string | null,
): Promise<ChatSessionOwner | undefined> {
  const [row] = await db
    .insert(chatSessions)
    .values({ id, userId })
    .onConflictDoUpdate({
      target: chatSessions.id,
      set: {
        userId: sql`coalesce(${chatSessions.userId}, excluded.user_id)`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${chatSessions.userId} is null or ${chatSessions.userId} = excluded.user_id`,
    })
    .returning({ userId: chatSessions.userId });
  return row;
}

/** Deletes the session (its messages go with it) unless it belongs to someone else. */
export async function deleteChatSession(db: Db, id: string, userId: string | null): Promise<void> {
  await db.delete(chatSessions).where(and(eq(chatSessions.id, id), ownedBy(userId)));
}

/** The sessions `userId` may use: unlinked ones and its own. */
export function ownedBy(userId: string | null) {
  return userId === null
    ? isNull(chatSessions.userId)
    : or(isNull(chatSessions.userId), eq(chatSessions.userId, userId));
}
