import { CHAT, type Language } from '@common/constants';
import type { ChatMessage, CompletionRequest } from '@common/contracts/chat';
import { currentFlowStep } from '@/features/chat/utils/message-list';
import type { TravelContext } from '@/features/chat/utils/travel-context';
import type { SendOptions } from '@/lib/chat-send';

/**
 * The text to send, or null when nothing may be sent (product.md §3.1): the text is trimmed, empty
 * or whitespace-only text is not sent, and nothing is sent while a reply is awaited.
 */
export function outgoingText(text: string, isWaiting: boolean): string | null {
  if (isWaiting) return null;
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The completion request for a message: the known context, the UI language and the step. */
export function buildCompletionRequest({
  sessionId,
  message,
  context,
  language,
  messages,
  options = {},
}: {
  sessionId: string;
  message: string;
  context: TravelContext;
  language: Language;
  /** The messages shown before this one; the last assistant reply names the step. */
  messages: ChatMessage[];
  options?: SendOptions;
}): CompletionRequest {
  const flowStep = currentFlowStep(messages);
  return {
    sessionId,
    message,
    // A country not known yet is sent as 'Unknown'.
    nationality: context.nationality ?? CHAT.unknownCountry,
    destination: context.destination ?? CHAT.unknownCountry,
    language,
    ...(flowStep ? { flowStep } : {}),
    ...(options.travelPurposes ? { travelPurposes: options.travelPurposes } : {}),
    ...(options.visaQuestionnaire ? { visaQuestionnaire: options.visaQuestionnaire } : {}),
    ...(options.action ? { action: options.action } : {}),
  };
}
