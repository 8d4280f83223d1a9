import { createContext } from 'react';
import type { Conversation } from '@common/contracts/chat';

/**
 * The conversation as the server holds it now, and its id, for what renders deep in the message
 * list (an offer card opens the purchase dialog with the trip as it is when clicked, not as it
 * was when its reply arrived, and the purchase joins that conversation's trip).
 */
export const ConversationContext = createContext<{
  conversation: Conversation;
  sessionId: string | null;
}>({ conversation: {}, sessionId: null });
