import { STORAGE_KEYS } from '@common/constants';
import {
  visaQuestionnaireDataSchema,
  type Companions,
  type StayDuration,
  type TravelHistory,
  type VisaQuestionnaireData,
  type VisaQuestionnairePurpose,
} from '@common/visa-questionnaire';
import { localStore, readStoredJson, storeItem } from '@/lib/local-storage';

// The visa questionnaire's answers (product.md §3.5), kept under visaQuestionnaireData as they
// are given, so every answer can send the ones before it and a reload keeps them.

/** One answer; a skipped travel-history question is `null`. */
export type VisaQuestionnaireAnswer =
  | { field: 'purpose'; value: VisaQuestionnairePurpose }
  | { field: 'duration'; value: StayDuration }
  | { field: 'companions'; value: Companions }
  | { field: 'travelHistory'; value: TravelHistory | null };

/** The stored answers; none when nothing (or nothing valid) is stored. */
export function readStoredVisaQuestionnaire(): VisaQuestionnaireData {
  const raw = localStore()?.getItem(STORAGE_KEYS.visaQuestionnaireData);
  return readStoredJson(raw, visaQuestionnaireDataSchema) ?? {};
}

export function storeVisaQuestionnaire(data: VisaQuestionnaireData): void {
  // Without storage the answers still travel with each request; only the copy is lost.
  storeItem(STORAGE_KEYS.visaQuestionnaireData, JSON.stringify(data));
}

export function clearStoredVisaQuestionnaire(): void {
  localStore()?.removeItem(STORAGE_KEYS.visaQuestionnaireData);
}

/** The answers with this one added (or replaced); a skipped travel history leaves none. */
export function withAnswer(
  data: VisaQuestionnaireData,
  answer: VisaQuestionnaireAnswer,
): VisaQuestionnaireData {
  if (answer.value !== null) return { ...data, [answer.field]: answer.value };
  const rest = { ...data };
  delete rest.travelHistory;
  return rest;
}

/** What a questionnaire button sends as the action's values: its answer, or none when skipped. */
export function answerValues(answer: VisaQuestionnaireAnswer): string[] {
  return answer.value === null ? [] : [answer.value];
}
