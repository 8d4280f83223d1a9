import { and, desc, eq, exists } from 'drizzle-orm';
import {
  chatRoleSchema,
  storedMetadataSchema,
  type ChatMessage,
  type ChatRole,
  type HistoryItem,
  type StoredMetadata,
} from '@common/contracts/chat';
import type { Db } from '../database';
import { chatMessages, chatSessions } from '../schema';
import { claimChatSession, ownedBy } from './chat-sessions';

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

/**
 * Stores a message, creating the session if it is new and linking it to `userId` if it is
 * not linked yet. Undefined (nothing stored) when the session belongs to someone else.
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
): Promise<ChatMessageRow | undefined> {
  const { type = DEFAULT_TYPE, ...metadata } = message.metadata ?? {};
  // The claim locks the session row, so a reset running meanwhile cannot delete it under us.
  return db.transaction(async (tx) => {
    const session = await claimChatSession(tx, message.sessionId, message.userId);
    if (!session) return undefined;
    const [row] = await tx
      .insert(chatMessages)
      .values({
        sessionId: message.sessionId,
        role: message.role,
        content: message.content,
        type,
        metadata: Object.keys(metadata).length > 0 ? metadata : null,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** The last `limit` messages of a session, oldest first. */
export async function listLatestMessages(
  db: Db,
  sessionId: string,
  limit: number,
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
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
