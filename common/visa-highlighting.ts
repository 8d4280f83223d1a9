import * as z from 'zod/mini';
import type { VisaCategory, VisaOption, VisaOptionType } from './contracts/visa-info';
import { isUnitedStates } from './country-name';
import {
  mapPurposesToTravellerTypes,
  travelPurposeSchema,
  type TravellerType,
} from './travel-purpose';

// Which of a country's visa options the visa card highlights for the traveller's purposes
// (product.md §3.5, §9.3). Options match by type and, where no option has
// the type, by their mapped categories, so any country's options work; the United States'
// student visas (F-1 academic, M-1 vocational) are a rule on top.

/** Academic (university, college, language school) or vocational (non-academic training). */
export const STUDY_LEVELS = ['academic', 'vocational'] as const;
export const studyLevelSchema = z.enum(STUDY_LEVELS);
export type StudyLevel = z.infer<typeof studyLevelSchema>;

export const visaHighlightRequestSchema = z.object({
  destination: z.string(),
  purposes: z.array(travelPurposeSchema),
  /** Only matters for study; academic unless said otherwise. */
  studyLevel: z.optional(studyLevelSchema),
});
export type VisaHighlightRequest = z.infer<typeof visaHighlightRequestSchema>;

/** The option type each traveller type looks for; the rest are found by category alone. */
const OPTION_TYPE_BY_TRAVELLER_TYPE: Readonly<Record<TravellerType, VisaOptionType | null>> = {
  tourist: 'tourist',
  business: 'business',
  student: 'student',
  work: 'work',
  exchange: 'exchange',
  residency: null,
  medical: null,
  religious: null,
};

/** The category that serves each traveller type, when no option has the wanted type. */
const CATEGORY_BY_TRAVELLER_TYPE: Readonly<Record<TravellerType, VisaCategory | null>> = {
  tourist: 'Tourism & Sightseeing',
  business: 'Business',
  student: 'Study',
  work: 'Work/Employment',
  exchange: 'Cultural Exchange',
  residency: 'Residency',
  medical: 'Medical',
  religious: null,
};

const US_ACADEMIC_STUDENT_VISA = /\bF-?1\b/i;
const US_VOCATIONAL_STUDENT_VISA = /\bM-?1\b/i;

/**
 * The traveller types the highlighting looks for. Study plus work together is a student's trip;
 * in the United States business is a visitor's trip, since B-1/B-2 is one visa.
 */
export function highlightTravellerTypes({
  destination,
  purposes,
}: Pick<VisaHighlightRequest, 'destination' | 'purposes'>): TravellerType[] {
  let types = mapPurposesToTravellerTypes(purposes);
  if (types.includes('student') && types.includes('work')) {
    types = types.filter((type) => type !== 'work');
  }
  if (isUnitedStates(destination)) {
    types = [...new Set(types.map((type) => (type === 'business' ? 'tourist' : type)))];
  }
  return types;
}

/** An option's type as the highlighting sees it: a US business visa is the visitor visa. */
export function effectiveVisaOptionType(option: VisaOption, destination: string): VisaOptionType {
  return option.type === 'business' && isUnitedStates(destination) ? 'tourist' : option.type;
}

function optionsFor<Option extends VisaOption>(
  travellerType: TravellerType,
  options: readonly Option[],
  destination: string,
): Option[] {
  const wantedType = OPTION_TYPE_BY_TRAVELLER_TYPE[travellerType];
  const byType = options.filter(
    (option) => wantedType !== null && effectiveVisaOptionType(option, destination) === wantedType,
  );
  if (byType.length > 0) return byType;
  const category = CATEGORY_BY_TRAVELLER_TYPE[travellerType];
  return options.filter(
    (option) => category !== null && option.mappedCategories.includes(category),
  );
}

/**
 * US student visas: F-1 for academic study only; M-1 for vocational study and for study together
 * with work. Other countries' student options are left as they are.
 */
function applyUsStudentRule<Option extends VisaOption>(
  candidates: Option[],
  { purposes, studyLevel = 'academic' }: VisaHighlightRequest,
): Option[] {
  const wantsVocational = studyLevel === 'vocational' || purposes.includes('work');
  const pattern = wantsVocational ? US_VOCATIONAL_STUDENT_VISA : US_ACADEMIC_STUDENT_VISA;
  const matching = candidates.filter((option) => pattern.test(option.name));
  return matching.length > 0 ? matching : candidates;
}

/**
 * The options to highlight for the traveller's purposes, in the order given; none when no option
 * serves any of the purposes.
 */
export function highlightVisaOptions<Option extends VisaOption>(
  options: readonly Option[],
  request: VisaHighlightRequest,
): Option[] {
  const { destination } = request;
  const highlighted = new Set<Option>();
  for (const travellerType of highlightTravellerTypes(request)) {
    let candidates = optionsFor(travellerType, options, destination);
    if (travellerType === 'student' && isUnitedStates(destination)) {
      candidates = applyUsStudentRule(candidates, request);
    }
    for (const option of candidates) highlighted.add(option);
  }
  return options.filter((option) => highlighted.has(option));
}
