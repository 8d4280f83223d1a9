import * as z from 'zod/mini';

// The chat's visa questionnaire (product.md §3.5): purpose, then
// duration, then companions, then an optional travel history, and the visa it recommends.

export const VISA_QUESTIONNAIRE_PURPOSES = [
  'tourism',
  'business',
  'study',
  'work',
  'family_visit',
  'medical',
  'transit',
  'other',
] as const;
export const visaQuestionnairePurposeSchema = z.enum(VISA_QUESTIONNAIRE_PURPOSES);
export type VisaQuestionnairePurpose = z.infer<typeof visaQuestionnairePurposeSchema>;

/** short: under 2 weeks; medium: 2 to 4 weeks; long: 1 to 3 months; extended: over 3 months. */
export const STAY_DURATIONS = ['short', 'medium', 'long', 'extended'] as const;
export const stayDurationSchema = z.enum(STAY_DURATIONS);
export type StayDuration = z.infer<typeof stayDurationSchema>;

export const COMPANIONS = ['alone', 'family', 'friends'] as const;
export const companionsSchema = z.enum(COMPANIONS);
export type Companions = z.infer<typeof companionsSchema>;

/** Whether the traveller has travelled abroad before; the question may be skipped. */
export const TRAVEL_HISTORY_ANSWERS = ['yes', 'no'] as const;
export const travelHistorySchema = z.enum(TRAVEL_HISTORY_ANSWERS);
export type TravelHistory = z.infer<typeof travelHistorySchema>;

export const visaQuestionnaireAnswersSchema = z.object({
  purpose: visaQuestionnairePurposeSchema,
  duration: stayDurationSchema,
  companions: companionsSchema,
  travelHistory: z.optional(travelHistorySchema),
});
export type VisaQuestionnaireAnswers = z.infer<typeof visaQuestionnaireAnswersSchema>;

/** What is stored under visaQuestionnaireData while the questionnaire is under way. */
export const visaQuestionnaireDataSchema = z.partial(visaQuestionnaireAnswersSchema);
export type VisaQuestionnaireData = z.infer<typeof visaQuestionnaireDataSchema>;

/** The visas the questionnaire can recommend; the keys are Visa option types. */
export const RECOMMENDED_VISA_TYPES = ['tourist', 'business', 'student', 'work'] as const;
export const recommendedVisaTypeSchema = z.enum(RECOMMENDED_VISA_TYPES);
export type RecommendedVisaType = z.infer<typeof recommendedVisaTypeSchema>;

export const visaRecommendationSchema = z.object({
  visaType: recommendedVisaTypeSchema,
  /** Family members travelling with a worker or a student need dependent visas of their own. */
  dependentVisaNote: z.boolean(),
});
export type VisaRecommendation = z.infer<typeof visaRecommendationSchema>;

const PURPOSES_WITH_DEPENDANTS: readonly VisaQuestionnairePurpose[] = ['work', 'study'];

function recommendVisaType({ purpose, duration }: VisaQuestionnaireData): RecommendedVisaType {
  if (purpose === 'work' && duration === 'extended') return 'work';
  if (purpose === 'study' && duration === 'extended') return 'student';
  if (purpose === 'business') return 'business';
  // Tourism, family visits and medical trips of up to 3 months get the tourist visa, and so does
  // everything else: transit, other, shorter work or study, questions not yet answered.
  return 'tourist';
}

/**
 * The visa to recommend for the answers so far: a visa type key and whether to add the
 * dependent-visa note, for the interface to put into words.
 */
export function recommendVisa(answers: VisaQuestionnaireData): VisaRecommendation {
  return {
    visaType: recommendVisaType(answers),
    dependentVisaNote:
      answers.companions === 'family' &&
      answers.purpose !== undefined &&
      PURPOSES_WITH_DEPENDANTS.includes(answers.purpose),
  };
}
