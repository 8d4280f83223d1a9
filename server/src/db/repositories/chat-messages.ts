import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq, exists, sql } from 'drizzle-orm';
import { CHAT } from '@common/constants';
import {
  chatRoleSchema,
  storedMetadataSchema,
  type ChatMessage,
  type ChatRole,
  type Conversation,
  type HistoryItem,
  type StoredMetadata,
} from '@common/contracts/chat';
import type { Db } from '../database';
import { chatMessages, chatSessions } from '../schema';
import { claimChatSession, ownedBy, storeConversation } from './chat-sessions';

type ChatMessageRow = typeof chatMessages.$inferSelect;

const DEFAULT_TYPE = 'text';

/** What the row's metadata says, with its type; metadata that no longer parses is left out. */
function metadataOf(row: ChatMessageRow): StoredMetadata {
  const parsed = storedMetadataSchema.safeParse(row.metadata ?? {});
  return { ...(parsed.success ? parsed.data : {}), type: row.type };
}

function roleOf(row: ChatMessageRow): ChatRole {
  // The table's check constraint allows only these two.
  return chatRoleSchema.parse(row.role);
}

/** platform §3 Chat message. */
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  const metadata = metadataOf(row);
  return {
    id: row.id,
    role: roleOf(row),
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    type: row.type,
    ...(metadata.upsell ? { upsell: metadata.upsell } : {}),
    metadata,
  };
}

/** An item of GET /api/chat/history: type and upsell travel inside metadata (platform §7.4). */
export function toHistoryItem(row: ChatMessageRow): HistoryItem {
  return {
    id: row.id,
    role: roleOf(row),
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    metadata: metadataOf(row),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** True when `adding` more messages would take the session past CHAT.maxSessionMessages. */
async function wouldOverflow(tx: Tx, sessionId: string, adding: number): Promise<boolean> {
  const [row] = await tx
    .select({ stored: count() })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId));
  return (row?.stored ?? 0) + adding > CHAT.maxSessionMessages;
}

export type SavedMessage =
  | { outcome: 'saved'; message: ChatMessageRow }
  /** The session belongs to someone else. */
  | { outcome: 'not_found' }
  /** The session already holds CHAT.maxSessionMessages messages. */
  | { outcome: 'full' };

/**
 * Stores a message, creating the session if it is new and linking it to `userId` if it is
 * not linked yet; nothing is stored when the session belongs to someone else or is full.
 */
export async function saveChatMessage(
  db: Db,
  message: {
    sessionId: string;
    userId: string | null;
    role: ChatRole;
    content: string;
    metadata?: StoredMetadata | undefined;
  },
): Promise<SavedMessage> {
  // The claim locks the session row, so a reset running meanwhile cannot delete it under us,
  // and writers of the same session count one after the other.
  return db.transaction(async (tx) => {
    const session = await claimChatSession(tx, message.sessionId, message.userId);
    if (!session) return { outcome: 'not_found' };
    if (await wouldOverflow(tx, message.sessionId, 1)) return { outcome: 'full' };
    const [row] = await tx
      .insert(chatMessages)
      .values(messageValues(message.sessionId, message.role, message))
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { outcome: 'saved', message: row };
  });
}

type NewMessage = { content: string; metadata?: StoredMetadata | undefined };

function messageValues(sessionId: string, role: ChatRole, message: NewMessage) {
  const { type = DEFAULT_TYPE, ...metadata } = message.metadata ?? {};
  return {
    sessionId,
    role,
    content: message.content,
    type,
    metadata: Object.keys(metadata).length > 0 ? metadata : null,
  };
}

export type SavedTurn =
  | { outcome: 'saved'; user: ChatMessageRow; assistant: ChatMessageRow }
  /** The session belongs to someone else. */
  | { outcome: 'not_found' }
  /** Another turn changed the conversation after this one read it. */
  | { outcome: 'moved_on' }
  /** The turn's two messages would take the session past CHAT.maxSessionMessages. */
  | { outcome: 'full' };

/**
 * Stores one turn atomically: the traveller's message, the assistant's reply and the travel
 * context the reply leaves. The session row stays locked from the claim to the commit, so a
 * turn that started from a context another turn has since replaced is refused, not merged.
 */
export async function saveChatTurn(
  db: Db,
  turn: {
    sessionId: string;
    userId: string | null;
    /** The context the turn was answered from (undefined: none stored yet). */
    startedFrom: Conversation | undefined;
    user: NewMessage;
    assistant: NewMessage;
    context: Conversation;
  },
): Promise<SavedTurn> {
  return db.transaction(async (tx) => {
    const session = await claimChatSession(tx, turn.sessionId, turn.userId);
    if (!session) return { outcome: 'not_found' };
    if (!isDeepStrictEqual(session.context, turn.startedFrom)) return { outcome: 'moved_on' };
    if (await wouldOverflow(tx, turn.sessionId, 2)) return { outcome: 'full' };
    const [user] = await tx
      .insert(chatMessages)
      .values(messageValues(turn.sessionId, 'user', turn.user))
      .returning();
    const [assistant] = await tx
      .insert(chatMessages)
      .values(messageValues(turn.sessionId, 'assistant', turn.assistant))
      .returning();
    if (!user || !assistant) throw new Error('insert returned no row');
    await storeConversation(tx, turn.sessionId, turn.context);
    return { outcome: 'saved', user, assistant };
  });
}

/**
 * The last `limit` messages of a session, oldest first; with `before` (a message id), the last
 * `limit` ahead of that message (none when the session has no such message).
 */
export async function listLatestMessages(
  db: Db,
  sessionId: string,
  limit: number,
  before?: string,
): Promise<ChatMessageRow[]> {
  const ahead = before
    ? sql`(${chatMessages.createdAt}, ${chatMessages.seq}) < (
        select m.created_at, m.seq from ${chatMessages} m
        where m.id = ${before} and m.session_id = ${sessionId})`
    : undefined;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), ahead))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.seq))
    .limit(limit);
  return rows.reverse();
}

/** Deletes a session's messages (the session stays) unless it belongs to someone else. */
export async function deleteSessionMessages(
  db: Db,
  sessionId: string,
  userId: string | null,
): Promise<void> {
  await db.delete(chatMessages).where(
    and(
      eq(chatMessages.sessionId, sessionId),
      exists(
        db
          .select({ id: chatSessions.id })
          .from(chatSessions)
          .where(and(eq(chatSessions.id, sessionId), ownedBy(userId))),
      ),
    ),
  );
}
