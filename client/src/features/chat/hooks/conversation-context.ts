import { createContext } from 'react';
import type { Conversation } from '@common/contracts/chat';

/**
 * The conversation as the server holds it now, for what renders deep in the message list (an
 * offer card opens the purchase dialog with the trip as it is when clicked, not as it was
 * when its reply arrived).
 */
export const ConversationContext = createContext<Conversation>({});
