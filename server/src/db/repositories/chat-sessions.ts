import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { conversationSchema, type Conversation } from '@common/contracts/chat';
import type { Db } from '../database';
import { preparedPerDatabase } from '../prepared';
import { chatMessages, chatSessions } from '../schema';

export type ChatSessionOwner = { userId: string | null };
export type ChatSessionState = ChatSessionOwner & {
  /** The travel context the last turn left; undefined before the first turn. */
  context: Conversation | undefined;
};

/** A session as a turn reads it: with its context as stored, which the turn must find
 * unchanged to be saved (saveChatTurn's `startedFrom`). */
export type ChatSessionRead = ChatSessionState & { storedContext: unknown };

/** The stored context, or undefined when there is none or it no longer parses. */
export function parseConversation(value: unknown): Conversation | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = conversationSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Who may use a session: anyone holding its id until a user claims it, then that user alone. */
export function mayUseSession(session: ChatSessionOwner, userId: string | null): boolean {
  return session.userId === null || session.userId === userId;
}

const selectSession = preparedPerDatabase('find_chat_session', (db) =>
  db
    .select({ userId: chatSessions.userId, context: chatSessions.context })
    .from(chatSessions)
    .where(eq(chatSessions.id, sql.placeholder('id')))
    .limit(1),
);

export async function findChatSession(db: Db, id: string): Promise<ChatSessionRead | undefined> {
  const [row] = await selectSession(db).execute({ id });
  return row
    ? {
        userId: row.userId,
        context: parseConversation(row.context),
        storedContext: row.context ?? undefined,
      }
    : undefined;
}

/**
 * Creates the session if it is new and links it to `userId` if it is not linked yet, in one
 * atomic statement. Undefined when the session belongs to someone else.
 */
export async function claimChatSession(
  db: Db,
  id: string,
  userId: string | null,
): Promise<ChatSessionState | undefined> {
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
    .returning({ userId: chatSessions.userId, context: chatSessions.context });
  return row ? { userId: row.userId, context: parseConversation(row.context) } : undefined;
}

/** Replaces the conversation's travel context (the caller has claimed the session). */
export async function storeConversation(db: Db, id: string, context: Conversation): Promise<void> {
  await db
    .update(chatSessions)
    .set({ context, updatedAt: sql`now()` })
    .where(eq(chatSessions.id, id));
}

export type ConversationRow = {
  id: string;
  context: Conversation | undefined;
  updatedAt: Date;
  firstMessage: string;
};

/** A user's conversations in which they wrote something, newest first. */
export async function listUserConversations(
  db: Db,
  userId: string,
  limit: number,
): Promise<ConversationRow[]> {
  const firstMessage = db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, chatSessions.id), eq(chatMessages.role, 'user')))
    .orderBy(chatMessages.createdAt, chatMessages.seq)
    .limit(1);
  const rows = await db
    .select({
      id: chatSessions.id,
      context: chatSessions.context,
      updatedAt: chatSessions.updatedAt,
      firstMessage: sql<string | null>`(${firstMessage})`,
    })
    .from(chatSessions)
    .where(and(eq(chatSessions.userId, userId), sql`(${firstMessage}) is not null`))
    .orderBy(desc(chatSessions.updatedAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    firstMessage: row.firstMessage ?? '',
    context: parseConversation(row.context),
  }));
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
