import type { Language } from '@common/constants';
import type { ChatMessage, CompletionRequest } from '@common/contracts/chat';
import { currentFlowStep } from '@/features/chat/utils/message-list';
import { countryOrUnknown, type TravelContext } from '@/features/chat/utils/travel-context';
import type { SendOptions } from '@/lib/chat-send';

// The chat's hooks take the type from here; it lives in lib, where the flows' panels see it too.
export type { SendOptions };

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
    nationality: countryOrUnknown(context.nationality),
    destination: countryOrUnknown(context.destination),
    language,
    ...(flowStep ? { flowStep } : {}),
    ...(options.travelPurposes ? { travelPurposes: options.travelPurposes } : {}),
    ...(options.visaQuestionnaire ? { visaQuestionnaire: options.visaQuestionnaire } : {}),
    ...(options.action ? { action: options.action } : {}),
  };
}
