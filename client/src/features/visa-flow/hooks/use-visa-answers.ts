import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowAction } from '@common/contracts/chat';
import type { TravelPurpose } from '@common/travel-purpose';
import {
  QUESTIONNAIRE_STEPS,
  type QuestionnaireChoice,
  type QuestionnaireFlowStep,
} from '@/features/visa-flow/utils/visa-questionnaire-steps';
import type { ChatSend } from '@/lib/chat-send';
import type { ShownMessage } from '@/lib/shown-message';
import { storeTravelPurposes, TRAVEL_PURPOSE_KEYS } from '@/lib/travel-purposes';
import {
  answerValues,
  clearStoredVisaQuestionnaire,
  readStoredVisaQuestionnaire,
  storeVisaQuestionnaire,
  withAnswer,
} from '@/lib/visa-questionnaire-storage';

/** The steps of the travel purpose multi-select. */
type PurposeStep = 'travel_purpose_question' | 'travel_purpose' | 'travel_purpose_selection';

/** The buttons that answer the flow (product.md §3.5): purposes, questionnaire, next steps. */
export function useVisaAnswers(send: ChatSend) {
  const { t } = useTranslation();

  /** A button that only moves the flow on. */
  const press = useCallback(
    (label: string, action: FlowAction) => {
      // 'Yes, continue' starts the questionnaire afresh.
      if (action.type === 'continue_visa_questionnaire') clearStoredVisaQuestionnaire();
      void send(label, { action });
    },
    [send],
  );

  const confirmPurposes = useCallback(
    (flowStep: PurposeStep, purposes: TravelPurpose[]) => {
      storeTravelPurposes(purposes);
      const names = purposes.map((purpose) => t(TRAVEL_PURPOSE_KEYS[purpose]));
      void send(
        t('chat.travelPurpose.message', { purposes: names.join(t('chat.listSeparator')) }),
        {
          action: { type: 'confirm_travel_purposes', flowStep, values: purposes },
          travelPurposes: purposes,
        },
      );
    },
    [send, t],
  );

  /** A questionnaire answer, sent with the answers so far (stored under visaQuestionnaireData). */
  const answer = useCallback(
    (source: ShownMessage, step: QuestionnaireFlowStep, choice: QuestionnaireChoice) => {
      const config = QUESTIONNAIRE_STEPS[step];
      const before = config.startsOver
        ? {}
        : (source.metadata?.visaQuestionnaire ?? readStoredVisaQuestionnaire());
      const answers = withAnswer(before, choice.answer);
      storeVisaQuestionnaire(answers);
      void send(t(choice.labelKey), {
        action: { type: config.action, flowStep: step, values: answerValues(choice.answer) },
        visaQuestionnaire: answers,
      });
    },
    [send, t],
  );

  return { press, confirmPurposes, answer };
}
