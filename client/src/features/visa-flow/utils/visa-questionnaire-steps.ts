import type { ParseKeys } from 'i18next';
import type { FlowActionType, FlowStep } from '@common/chat-flow';
import {
  COMPANIONS,
  STAY_DURATIONS,
  TRAVEL_HISTORY_ANSWERS,
  VISA_QUESTIONNAIRE_PURPOSES,
  type Companions,
  type StayDuration,
  type TravelHistory,
  type VisaQuestionnairePurpose,
} from '@common/visa-questionnaire';
import type { VisaQuestionnaireAnswer } from '@/lib/visa-questionnaire-storage';

// The four questions of the visa questionnaire (product.md §3.5), each a step with one button per
// answer.

const PURPOSE_KEYS = {
  tourism: 'chat.questionnaire.purposes.tourism',
  business: 'chat.questionnaire.purposes.business',
  study: 'chat.questionnaire.purposes.study',
  work: 'chat.questionnaire.purposes.work',
  family_visit: 'chat.questionnaire.purposes.family_visit',
  medical: 'chat.questionnaire.purposes.medical',
  transit: 'chat.questionnaire.purposes.transit',
  other: 'chat.questionnaire.purposes.other',
} as const satisfies Record<VisaQuestionnairePurpose, string>;

const DURATION_KEYS = {
  short: 'chat.questionnaire.durations.short',
  medium: 'chat.questionnaire.durations.medium',
  long: 'chat.questionnaire.durations.long',
  extended: 'chat.questionnaire.durations.extended',
} as const satisfies Record<StayDuration, string>;

const COMPANION_KEYS = {
  alone: 'chat.questionnaire.companions.alone',
  family: 'chat.questionnaire.companions.family',
  friends: 'chat.questionnaire.companions.friends',
} as const satisfies Record<Companions, string>;

const TRAVEL_HISTORY_KEYS = {
  yes: 'chat.questionnaire.travelHistory.yes',
  no: 'chat.questionnaire.travelHistory.no',
} as const satisfies Record<TravelHistory, string>;

export type QuestionnaireChoice = { answer: VisaQuestionnaireAnswer; labelKey: ParseKeys };

export const QUESTIONNAIRE_STEPS = {
  visa_purpose_collection: {
    action: 'answer_visa_purpose',
    legendKey: 'chat.questionnaire.purposeLegend',
    choices: VISA_QUESTIONNAIRE_PURPOSES.map((value): QuestionnaireChoice => ({
      answer: { field: 'purpose', value },
      labelKey: PURPOSE_KEYS[value],
    })),
    startsOver: true,
  },
  visa_duration_collection: {
    action: 'answer_visa_duration',
    legendKey: 'chat.questionnaire.durationLegend',
    choices: STAY_DURATIONS.map((value): QuestionnaireChoice => ({
      answer: { field: 'duration', value },
      labelKey: DURATION_KEYS[value],
    })),
    startsOver: false,
  },
  visa_companion_collection: {
    action: 'answer_visa_companions',
    legendKey: 'chat.questionnaire.companionsLegend',
    choices: COMPANIONS.map((value): QuestionnaireChoice => ({
      answer: { field: 'companions', value },
      labelKey: COMPANION_KEYS[value],
    })),
    startsOver: false,
  },
  visa_travel_history_collection: {
    action: 'answer_travel_history',
    legendKey: 'chat.questionnaire.travelHistoryLegend',
    choices: [
      ...TRAVEL_HISTORY_ANSWERS.map((value): QuestionnaireChoice => ({
        answer: { field: 'travelHistory', value },
        labelKey: TRAVEL_HISTORY_KEYS[value],
      })),
      // The question is optional (product.md §3.5): skipping sends no answer.
      {
        answer: { field: 'travelHistory', value: null },
        labelKey: 'chat.questionnaire.travelHistory.skip',
      },
    ],
    startsOver: false,
  },
} satisfies Partial<
  Record<
    FlowStep,
    {
      action: FlowActionType;
      legendKey: ParseKeys;
      choices: QuestionnaireChoice[];
      /** The first question starts a new questionnaire: earlier answers are not carried over. */
      startsOver: boolean;
    }
  >
>;

export type QuestionnaireFlowStep = keyof typeof QUESTIONNAIRE_STEPS;
