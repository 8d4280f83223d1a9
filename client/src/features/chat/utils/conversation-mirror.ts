import type { Conversation } from '@common/contracts/chat';
import {
  clearStoredTravelPreferences,
  storeTravelPreferences,
} from '@/lib/travel-preferences-storage';
import { storeTravelContext, travelContextOf } from '@/features/chat/utils/travel-context';
import { storeTravelPurposes } from '@/lib/travel-purposes';
import {
  clearStoredVisaQuestionnaire,
  storeVisaQuestionnaire,
} from '@/lib/visa-questionnaire-storage';

/**
 * Writes the conversation the server answered into local storage (the travel context, the
 * purposes, the questionnaire's and the wizard's answers), whole: what the conversation does
 * not hold is removed, what it holds is never lost to a reply that left it unchanged.
 */
export function mirrorConversation(conversation: Conversation): void {
  storeTravelContext(travelContextOf(conversation));
  if (conversation.travelPurposes) storeTravelPurposes(conversation.travelPurposes);
  if (conversation.visaQuestionnaire) storeVisaQuestionnaire(conversation.visaQuestionnaire);
  else clearStoredVisaQuestionnaire();
  if (conversation.travelPreferences) storeTravelPreferences(conversation.travelPreferences);
  else clearStoredTravelPreferences();
}
