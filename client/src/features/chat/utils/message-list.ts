import { nanoid } from 'nanoid';
import type {
  ChatMessage,
  ChatRole,
  CompletionResponse,
  HistoryItem,
} from '@common/contracts/chat';
import { isVisaContent, mentionsVisaRequirements } from '@common/visa-reply-markers';
import type { ShownMessage } from '@/lib/shown-message';

// The messages the chat shows, and the rules that change them (product.md §3.2): a visa-content
// reply replaces the earlier ones, and the recent-messages check adds what the list does not
// show yet.

/** Ids of messages shown before the server has stored them. */
const LOCAL_ID_PREFIX = 'local-';

export type MessageList = {
  messages: ShownMessage[];
  /** Ids removed by a later visa-content reply; the recent check must not bring them back. */
  hiddenIds: ReadonlySet<string>;
};

export const emptyMessageList: MessageList = { messages: [], hiddenIds: new Set() };

/** A message as the client shows it before (or without) the server storing it. */
export function createLocalMessage(
  role: ChatRole,
  content: string,
  extra: Pick<ChatMessage, 'upsell' | 'metadata'> & { type?: string } = {},
): ShownMessage {
  const { type = 'text', ...rest } = extra;
  const id = `${LOCAL_ID_PREFIX}${nanoid()}`;
  return {
    id,
    key: id,
    role,
    content,
    timestamp: new Date().toISOString(),
    type,
    ...rest,
  };
}

/** A stored history item as a chat message: type and upsell travel in its metadata. */
export function historyItemToMessage(item: HistoryItem): ShownMessage {
  return {
    ...item,
    key: item.id,
    type: item.metadata.type ?? 'text',
    upsell: item.metadata.upsell,
  };
}

function isVisaReply(message: ChatMessage): boolean {
  return message.role === 'assistant' && isVisaContent(message.content);
}

/** Keeps only the last visa-content reply; the others move to hiddenIds. */
function keepLatestVisaReply(
  messages: ShownMessage[],
  hiddenIds: ReadonlySet<string>,
): MessageList {
  const lastVisaIndex = messages.findLastIndex(isVisaReply);
  if (lastVisaIndex === -1) return { messages, hiddenIds };
  const hidden = new Set(hiddenIds);
  const kept = messages.filter((message, index) => {
    if (index === lastVisaIndex || !isVisaReply(message)) return true;
    hidden.add(message.id);
    return false;
  });
  return { messages: kept, hiddenIds: hidden };
}

/** The list a restored history shows (one visa reply at most, like the live chat). */
export function listFromMessages(messages: ShownMessage[]): MessageList {
  return keepLatestVisaReply(messages, new Set());
}

/** Adds a message at the end; a visa-content reply replaces the earlier ones. */
export function appendMessage(list: MessageList, message: ShownMessage): MessageList {
  return keepLatestVisaReply([...list.messages, message], list.hiddenIds);
}

/**
 * Shows a stored message once: one already in the list under its id (the recent check brought it
 * first) is updated where it stands, keeping its key; otherwise it is appended.
 */
export function putMessage(list: MessageList, message: ShownMessage): MessageList {
  if (list.hiddenIds.has(message.id)) return list;
  const shown = list.messages.find((candidate) => candidate.id === message.id);
  if (!shown) return appendMessage(list, message);
  const messages = list.messages.map((candidate) =>
    candidate === shown ? { ...message, key: shown.key } : candidate,
  );
  return keepLatestVisaReply(messages, list.hiddenIds);
}

/**
 * Adds the recent messages the list does not show yet, oldest first. A message already shown
 * under a local id (its save still running) is matched by role and content and takes the stored
 * id instead of appearing twice. Messages a visa reply replaced stay away.
 */
export function mergeRecentMessages(list: MessageList, recent: ChatMessage[]): MessageList {
  const messages = [...list.messages];
  const shownIds = new Set(messages.map((message) => message.id));
  const ordered = [...recent].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  for (const incoming of ordered) {
    if (shownIds.has(incoming.id) || list.hiddenIds.has(incoming.id)) continue;
    const pendingIndex = messages.findIndex(
      (message) =>
        message.id.startsWith(LOCAL_ID_PREFIX) &&
        message.role === incoming.role &&
        message.content === incoming.content,
    );
    const pending = messages[pendingIndex];
    if (pending) {
      messages[pendingIndex] = { ...pending, id: incoming.id, timestamp: incoming.timestamp };
    } else {
      messages.push({ ...incoming, key: incoming.id });
    }
    shownIds.add(incoming.id);
  }
  return keepLatestVisaReply(messages, list.hiddenIds);
}

/** The last assistant message's flow step: the step the chat is in. */
export function currentFlowStep(messages: ChatMessage[]) {
  return messages.findLast((message) => message.role === 'assistant' && message.metadata?.flowStep)
    ?.metadata?.flowStep;
}

/**
 * A visa answer or a reply with offers makes the client look for recent messages a little later
 * (product.md §3.2): the server may have stored more than the reply itself.
 */
export function needsRecentCheck(reply: Pick<CompletionResponse, 'content' | 'upsell'>): boolean {
  return mentionsVisaRequirements(reply.content) || (reply.upsell?.offers.length ?? 0) > 0;
}
