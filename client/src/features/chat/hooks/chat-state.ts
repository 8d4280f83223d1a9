import type { ChatMessage, CompletionResponse, Conversation } from '@common/contracts/chat';
import {
  appendMessage,
  createLocalMessage,
  emptyMessageList,
  listFromMessages,
  mergeRecentMessages,
  putMessage,
  type MessageList,
} from '@/features/chat/utils/message-list';
import type { ShownMessage } from '@/lib/shown-message';

// The chat's state and every way it changes (product.md §3.2): pure, so each change can be
// tested without rendering. The hooks around it hold only what a render cannot wait for.

export type ChatState = {
  sessionId: string | null;
  list: MessageList;
  /** The conversation as the server last answered it. */
  conversation: Conversation;
  /** The server knows the session (its welcome stored first): messages may be sent. */
  ready: boolean;
};

export type ChatAction =
  | { type: 'started'; sessionId: string; messages: ShownMessage[]; conversation: Conversation }
  | { type: 'ready' }
  | { type: 'append'; message: ShownMessage }
  | { type: 'replied'; localUserId: string; reply: CompletionResponse }
  | { type: 'merge'; recent: ChatMessage[] }
  | { type: 'conversation'; conversation: Conversation };

export const initialChatState: ChatState = {
  sessionId: null,
  list: emptyMessageList,
  conversation: {},
  ready: false,
};

function replyMessage(reply: CompletionResponse): ShownMessage {
  const local = createLocalMessage('assistant', reply.content, {
    type: reply.type,
    upsell: reply.upsell,
    metadata: { ...reply.metadata, type: reply.type, upsell: reply.upsell },
  });
  const id = reply.messageId ?? local.id;
  return { ...local, id, key: id, timestamp: reply.timestamp ?? local.timestamp };
}

/** The traveller's message takes the id the server stored it under. */
function withStoredUserId(list: MessageList, localId: string, id: string | undefined): MessageList {
  if (!id) return list;
  return {
    ...list,
    messages: list.messages.map((message) =>
      message.id === localId ? { ...message, id } : message,
    ),
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'started':
      return {
        sessionId: action.sessionId,
        list: listFromMessages(action.messages),
        conversation: action.conversation,
        ready: false,
      };
    case 'ready':
      return { ...state, ready: true };
    case 'append':
      return { ...state, list: appendMessage(state.list, action.message) };
    case 'replied': {
      const list = withStoredUserId(state.list, action.localUserId, action.reply.userMessageId);
      return {
        ...state,
        list: putMessage(list, replyMessage(action.reply)),
        conversation: action.reply.conversation ?? state.conversation,
      };
    }
    case 'merge':
      return { ...state, list: mergeRecentMessages(state.list, action.recent) };
    case 'conversation':
      return { ...state, conversation: action.conversation };
  }
}
