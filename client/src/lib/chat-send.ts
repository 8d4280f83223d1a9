import type { FlowAction } from '@common/contracts/chat';
import type { TravelPurpose } from '@common/travel-purpose';
import type { VisaQuestionnaireData } from '@common/visa-questionnaire';

// How a step panel sends a turn: the chat implements it, and the flows whose panels show under a
// reply (lib/step-panels.ts) press their buttons through it.

/** A step button's structured action and what it collected, sent along with its label. */
export type SendOptions = {
  action?: FlowAction;
  travelPurposes?: TravelPurpose[];
  /** The visa questionnaire's answers so far, this button's included. */
  visaQuestionnaire?: VisaQuestionnaireData;
};

/** Sends a message (or a step button's label and action); false when it was not sent. */
export type ChatSend = (text: string, options?: SendOptions) => Promise<boolean>;
