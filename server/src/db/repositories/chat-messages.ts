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
import { preparedPerDatabase } from '../prepared';
import { blogEntries, chatMessages, chatSessions } from '../schema';
import type { NewBlogEntry } from './blog-entries';
import { claimChatSession, findChatSession, mayUseSession, ownedBy } from './chat-sessions';

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

/** A chat message (product.md §3.2). */
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

/** An item of GET /api/chat/history: type and upsell travel inside metadata (product.md §11.3). */
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

export type ChatTurn = {
  sessionId: string;
  userId: string | null;
  /** The context as stored when the turn read it (findChatSession's `storedContext`);
   * undefined when none was stored yet. */
  startedFrom: unknown;
  user: NewMessage;
  assistant: NewMessage;
  context: Conversation;
  /** The blog entry the turn's visa answer earned (the blog recorder's claim), stored with it. */
  blogEntry?: NewBlogEntry | undefined;
};

/**
 * Stores one turn atomically, in one statement: the traveller's message, the assistant's reply
 * and the travel context the reply leaves. The statement claims the session row (creating it
 * for a first turn, linking it to the signed-in user) only while it belongs to nobody else,
 * still holds the context the turn started from and has room for two more messages; the two
 * messages, and the blog entry the turn brings, are inserted only when that claim took. A turn
 * that started from a context another turn has since replaced is refused, not merged: the claim
 * waits for the other turn's row lock and then finds the context changed.
 */
export async function saveChatTurn(db: Db, turn: ChatTurn): Promise<SavedTurn> {
  const statement = turn.blogEntry ? insertTurnWithBlogEntry : insertTurn;
  const rows = await statement(db).execute(turnParameters(turn));
  const user = rows.find((row) => row.role === 'user');
  const assistant = rows.find((row) => row.role === 'assistant');
  if (user && assistant) return { outcome: 'saved', user, assistant };
  return { outcome: await whyNotSaved(db, turn) };
}

/** The values of the turn statement's placeholders. */
function turnParameters(turn: ChatTurn) {
  const json = (value: unknown) =>
    value === null || value === undefined ? null : JSON.stringify(value);
  const user = messageValues(turn.sessionId, 'user', turn.user);
  const assistant = messageValues(turn.sessionId, 'assistant', turn.assistant);
  return {
    sessionId: turn.sessionId,
    userId: turn.userId,
    context: json(turn.context),
    startedFrom: json(turn.startedFrom),
    userContent: user.content,
    userType: user.type,
    userMetadata: json(user.metadata),
    assistantContent: assistant.content,
    assistantType: assistant.type,
    assistantMetadata: json(assistant.metadata),
    ...(turn.blogEntry ? blogParameters(turn.blogEntry) : {}),
  };
}

function blogParameters(entry: NewBlogEntry) {
  return {
    blogNationality: entry.nationality,
    blogDestination: entry.destination,
    blogCategory: entry.category,
    blogDays: entry.days,
  };
}

const insertTurn = preparedPerDatabase('save_chat_turn', (db) =>
  db.with(claimTurn(db)).insert(chatMessages).select(turnMessages()).returning(),
);

const insertTurnWithBlogEntry = preparedPerDatabase('save_chat_turn_with_blog_entry', (db) =>
  db
    .with(claimTurn(db), recordBlogEntry(db))
    .insert(chatMessages)
    .select(turnMessages())
    .returning(),
);

/** The session's claim for a turn: the claimed session's id, or no row. */
function claimTurn(db: Db) {
  const sessionId = sql.placeholder('sessionId');
  const startedFrom = sql.placeholder('startedFrom');
  // A first turn creates the session; a turn that read a context inserts nothing when its
  // session has been deleted since. The message count reads the statement's snapshot: only a
  // turn that left the context exactly as it was could slip two messages past the cap.
  return db.$with('claimed', { id: chatSessions.id }).as(sql`
    insert into chat_sessions (id, user_id, context)
    select ${sessionId}, ${sql.placeholder('userId')}::uuid, ${sql.placeholder('context')}::jsonb
    where ${startedFrom}::jsonb is null
      or exists (select 1 from chat_sessions where id = ${sessionId})
    on conflict (id) do update set
      user_id = coalesce(chat_sessions.user_id, excluded.user_id),
      context = excluded.context,
      updated_at = now()
    where (chat_sessions.user_id is null or chat_sessions.user_id = excluded.user_id)
      and chat_sessions.context is not distinct from ${startedFrom}::jsonb
      and (select count(*) from chat_messages where session_id = excluded.id) + 2
        <= ${CHAT.maxSessionMessages}
    returning id`);
}

/**
 * The turn's blog entry, for the claimed session only: once per session and pair, so a repeat
 * (or another instance's) inserts nothing. PostgreSQL runs a data-modifying CTE whether or not
 * the statement reads it, which saves the turn a round trip of its own.
 */
function recordBlogEntry(db: Db) {
  return db.$with('blog_entry', { id: blogEntries.id }).as(sql`
    insert into blog_entries (session_id, nationality, destination, category, days)
    select claimed.id, ${sql.placeholder('blogNationality')}::text,
      ${sql.placeholder('blogDestination')}::text, ${sql.placeholder('blogCategory')}::text,
      ${sql.placeholder('blogDays')}::integer
    from claimed
    on conflict (session_id, nationality, destination) do nothing
    returning id`);
}

/** The turn's two messages for the claimed session, in the table's column order; the
 * sequence numbers are drawn after the sort, so the reply always follows the message. */
function turnMessages() {
  const row = (order: number, role: ChatRole) =>
    sql`(${order}, ${role}, ${sql.placeholder(`${role}Content`)}, ${sql.placeholder(`${role}Type`)}, ${sql.placeholder(`${role}Metadata`)}::jsonb)`;
  return sql`
    select gen_random_uuid(), nextval(pg_get_serial_sequence('chat_messages', 'seq')),
      claimed.id, m.role, m.content, m.type, m.metadata, now()
    from claimed cross join (values ${row(1, 'user')}, ${row(2, 'assistant')})
      as m(ord, role, content, type, metadata)
    order by m.ord`;
}

/** Why a turn's claim did not take (read after the fact; the rare path). */
async function whyNotSaved(
  db: Db,
  turn: ChatTurn,
): Promise<Exclude<SavedTurn['outcome'], 'saved'>> {
  const session = await findChatSession(db, turn.sessionId);
  if (session && !mayUseSession(session, turn.userId)) return 'not_found';
  if (!session || !isDeepStrictEqual(session.storedContext, turn.startedFrom)) return 'moved_on';
  const [row] = await db
    .select({ stored: count() })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, turn.sessionId));
  return (row?.stored ?? 0) + 2 > CHAT.maxSessionMessages ? 'full' : 'moved_on';
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
