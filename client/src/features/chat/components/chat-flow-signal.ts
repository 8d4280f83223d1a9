import type { FlowStep } from '@common/chat-flow';
import type { ChatService } from '@/features/chat/hooks/use-chat';
import type { ShownMessage } from '@/lib/shown-message';
import { useHoldChatFlow } from '@/lib/chat-flow-busy';

/**
 * The steps whose reply shows no panel under it (StepPanel renders nothing for them): the
 * conversation's context questions, a plain visa answer and the end of the trip flow. Every
 * other step offers buttons, a picker or a wizard the traveller is still using.
 * app/step-panels.test.tsx keeps this list in step with the panels.
 */
export const STEPS_WITHOUT_PANEL: ReadonlySet<FlowStep> = new Set<FlowStep>([
  'greeting',
  'destination_collection',
  'nationality_collection',
  'visa_answer',
  'trip_complete',
]);

/** Whether the newest reply leaves one of the chat's own flows open (a step panel under it). */
export function leavesFlowOpen(messages: readonly ShownMessage[]): boolean {
  const step = messages.findLast((message) => message.role === 'assistant')?.metadata?.flowStep;
  return step !== undefined && !STEPS_WITHOUT_PANEL.has(step);
}

/**
 * Tells the rest of the app (the travel-profile questionnaire) that the chat is busy with a
 * flow of its own: while the conversation is still being restored (its step is unknown), while
 * a reply is on its way, and while the newest reply shows a step panel. Leaving the page ends it.
 */
export function useChatFlowSignal(chat: Pick<ChatService, 'messages' | 'isReady' | 'isWaiting'>) {
  useHoldChatFlow(!chat.isReady || chat.isWaiting || leavesFlowOpen(chat.messages));
}
