import { describe, expect, it } from 'vitest';
import {
  COMPANIONS,
  RECOMMENDED_VISA_TYPES,
  STAY_DURATIONS,
  TRAVEL_HISTORY_ANSWERS,
  VISA_QUESTIONNAIRE_PURPOSES,
  recommendVisa,
  visaQuestionnaireAnswersSchema,
  visaQuestionnaireDataSchema,
  type RecommendedVisaType,
  type StayDuration,
  type VisaQuestionnairePurpose,
} from './visa-questionnaire';

describe('visa questionnaire answers', () => {
  it.each([
    [
      'purposes',
      VISA_QUESTIONNAIRE_PURPOSES,
      ['tourism', 'business', 'study', 'work', 'family_visit', 'medical', 'transit', 'other'],
    ],
    ['durations', STAY_DURATIONS, ['short', 'medium', 'long', 'extended']],
    ['companions', COMPANIONS, ['alone', 'family', 'friends']],
    ['travel history answers', TRAVEL_HISTORY_ANSWERS, ['yes', 'no']],
    ['recommended visa types', RECOMMENDED_VISA_TYPES, ['tourist', 'business', 'student', 'work']],
  ])('offer the specified %s, in order', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('accept every combination of the enum values, with or without a travel history', () => {
    for (const purpose of VISA_QUESTIONNAIRE_PURPOSES)
      for (const duration of STAY_DURATIONS)
        for (const companions of COMPANIONS)
          for (const travelHistory of [...TRAVEL_HISTORY_ANSWERS, undefined]) {
            const answers = { purpose, duration, companions, travelHistory };
            expect(visaQuestionnaireAnswersSchema.parse(answers)).toEqual(answers);
          }
  });

  it.each([
    ['an unknown purpose', { purpose: 'leisure', duration: 'short', companions: 'alone' }],
    ['an unknown duration', { purpose: 'study', duration: 'forever', companions: 'alone' }],
    ['unknown companions', { purpose: 'study', duration: 'short', companions: 'pets' }],
    [
      'an unknown travel history',
      { purpose: 'study', duration: 'short', companions: 'alone', travelHistory: 'maybe' },
    ],
    ['a missing duration', { purpose: 'study', companions: 'alone' }],
    ['a missing purpose', { duration: 'short', companions: 'alone' }],
    ['missing companions', { purpose: 'study', duration: 'short' }],
  ])('reject %s', (_name, answers) => {
    expect(visaQuestionnaireAnswersSchema.safeParse(answers).success).toBe(false);
  });

  it('may be stored unfinished, but not with unknown values', () => {
    expect(visaQuestionnaireDataSchema.parse({})).toEqual({});
    expect(visaQuestionnaireDataSchema.parse({ purpose: 'work' })).toEqual({ purpose: 'work' });
    expect(visaQuestionnaireDataSchema.safeParse({ purpose: 'holiday' }).success).toBe(false);
  });
});

describe('recommendVisa', () => {
  // Columns: short, medium, long, extended (product.md §3.5).
  const expectedByPurpose: Record<VisaQuestionnairePurpose, RecommendedVisaType[]> = {
    tourism: ['tourist', 'tourist', 'tourist', 'tourist'],
    business: ['business', 'business', 'business', 'business'],
    study: ['tourist', 'tourist', 'tourist', 'student'],
    work: ['tourist', 'tourist', 'tourist', 'work'],
    family_visit: ['tourist', 'tourist', 'tourist', 'tourist'],
    medical: ['tourist', 'tourist', 'tourist', 'tourist'],
    transit: ['tourist', 'tourist', 'tourist', 'tourist'],
    other: ['tourist', 'tourist', 'tourist', 'tourist'],
  };
  const visaTypeCases = VISA_QUESTIONNAIRE_PURPOSES.flatMap((purpose) =>
    STAY_DURATIONS.map(
      (duration, column): [VisaQuestionnairePurpose, StayDuration, RecommendedVisaType] => [
        purpose,
        duration,
        expectedByPurpose[purpose][column] ?? 'tourist',
      ],
    ),
  );

  it.each(visaTypeCases)('recommends for %s over a %s stay: %s', (purpose, duration, expected) => {
    for (const companions of COMPANIONS)
      for (const travelHistory of [...TRAVEL_HISTORY_ANSWERS, undefined]) {
        expect(recommendVisa({ purpose, duration, companions, travelHistory }).visaType).toBe(
          expected,
        );
      }
  });

  const dependentNoteCases = VISA_QUESTIONNAIRE_PURPOSES.flatMap((purpose) =>
    COMPANIONS.map((companions): [VisaQuestionnairePurpose, string, boolean] => [
      purpose,
      companions,
      companions === 'family' && (purpose === 'work' || purpose === 'study'),
    ]),
  );

  it('adds the dependent-visa note exactly for family travelling with a worker or student', () => {
    expect(dependentNoteCases.filter(([, , note]) => note)).toEqual([
      ['study', 'family', true],
      ['work', 'family', true],
    ]);
  });

  it.each(dependentNoteCases)(
    'for %s with %s companions the note is %s',
    (purpose, companions, note) => {
      for (const duration of STAY_DURATIONS) {
        const answers = visaQuestionnaireAnswersSchema.parse({ purpose, duration, companions });
        expect(recommendVisa(answers).dependentVisaNote).toBe(note);
      }
    },
  );

  it.each([
    ['no answers', {}, { visaType: 'tourist', dependentVisaNote: false }],
    [
      'only a purpose of work',
      { purpose: 'work' },
      { visaType: 'tourist', dependentVisaNote: false },
    ],
    [
      'only a purpose of business',
      { purpose: 'business' },
      { visaType: 'business', dependentVisaNote: false },
    ],
    [
      'only an extended stay',
      { duration: 'extended' },
      { visaType: 'tourist', dependentVisaNote: false },
    ],
    [
      'only family companions',
      { companions: 'family' },
      { visaType: 'tourist', dependentVisaNote: false },
    ],
    [
      'study with family, duration unknown',
      { purpose: 'study', companions: 'family' },
      { visaType: 'tourist', dependentVisaNote: true },
    ],
  ] as const)('defaults with %s', (_name, answers, expected) => {
    expect(recommendVisa(answers)).toEqual(expected);
  });
});
