import type { TFunction } from 'i18next';
import type { VisaInfo, VisaOption } from '@common/contracts/visa-info';
import type { TravelPurpose } from '@common/travel-purpose';
import { highlightVisaOptions, type StudyLevel } from '@common/visa-highlighting';

// The /test-visa-logic page's fixed data (product.md §9.3): a US visa result for an Indian national
// and the four scenarios whose highlighted visa it checks, through the same rules the visa card
// uses.

export const SAMPLE_VISA_OPTION_IDS = ['b1b2', 'f1', 'm1', 'j1', 'h1b'] as const;
export type SampleVisaOptionId = (typeof SAMPLE_VISA_OPTION_IDS)[number];

/** The parts of a Visa info that the highlighting reads. */
export type SampleVisaResult = Pick<VisaInfo, 'country' | 'nationality'> & {
  visaOptions: (VisaOption & { id: SampleVisaOptionId })[];
};

/** What is not text: type and categories. Fees follow the State Department's list. */
const SAMPLE_OPTION_SHAPES: Record<
  SampleVisaOptionId,
  Pick<VisaOption, 'type' | 'mappedCategories'>
> = {
  b1b2: {
    type: 'business',
    mappedCategories: ['Business', 'Tourism & Sightseeing', 'Visiting Family/Friends', 'Medical'],
  },
  f1: { type: 'student', mappedCategories: ['Study'] },
  m1: { type: 'student', mappedCategories: ['Study'] },
  j1: { type: 'exchange', mappedCategories: ['Cultural Exchange', 'Study'] },
  h1b: { type: 'work', mappedCategories: ['Work/Employment'] },
};

/** The sample result in the reader's language; option names keep their F-1, M-1, B-1/B-2 codes. */
export function buildSampleVisaResult(t: TFunction): SampleVisaResult {
  return {
    country: 'USA',
    nationality: 'India',
    visaOptions: SAMPLE_VISA_OPTION_IDS.map((id) => ({
      id,
      ...SAMPLE_OPTION_SHAPES[id],
      name: t(`visaLogic.options.${id}.name`),
      processingTime: t(`visaLogic.options.${id}.processingTime`),
      validityPeriod: t(`visaLogic.options.${id}.validityPeriod`),
      fee: t(`visaLogic.options.${id}.fee`),
      description: t(`visaLogic.options.${id}.description`),
    })),
  };
}

export const VISA_LOGIC_SCENARIO_IDS = [
  'academicStudy',
  'vocationalStudy',
  'studyPlusWork',
  'business',
] as const;
export type VisaLogicScenarioId = (typeof VISA_LOGIC_SCENARIO_IDS)[number];

export type VisaLogicScenario = {
  id: VisaLogicScenarioId;
  purposes: TravelPurpose[];
  studyLevel?: StudyLevel;
  /** The one option that should be highlighted. */
  expected: SampleVisaOptionId;
};

/**
 * product.md §9.3: F-1 for academic study only; M-1 for vocational study and for study plus work;
 * B-1/B-2 for business.
 */
export const VISA_LOGIC_SCENARIOS: readonly VisaLogicScenario[] = [
  { id: 'academicStudy', purposes: ['study'], studyLevel: 'academic', expected: 'f1' },
  { id: 'vocationalStudy', purposes: ['study'], studyLevel: 'vocational', expected: 'm1' },
  { id: 'studyPlusWork', purposes: ['study', 'work'], studyLevel: 'academic', expected: 'm1' },
  { id: 'business', purposes: ['business'], expected: 'b1b2' },
];

/** The options the rules highlight in a scenario; it passes when that is exactly the expected one. */
export function runVisaLogicScenario(result: SampleVisaResult, scenario: VisaLogicScenario) {
  const highlighted = highlightVisaOptions(result.visaOptions, {
    destination: result.country,
    purposes: scenario.purposes,
    studyLevel: scenario.studyLevel,
  });
  const expected = result.visaOptions.find((option) => option.id === scenario.expected);
  return { highlighted, expected, passed: highlighted.length === 1 && highlighted[0] === expected };
}
