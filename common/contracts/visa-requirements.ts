import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../constants';
import { countryCodeSchema } from './country-code';
import { visaInfoSchema } from './visa-info';

import {
  HELD_DOCUMENTS,
  MAX_STAY_DAYS,
  heldDocumentSchema,
  requirementCategorySchema,
  splitHeldDocuments,
} from './visa-category';

export * from './visa-category';

const heldDocumentSet: ReadonlySet<string> = new Set(HELD_DOCUMENTS);

const countryText = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100));

export const getVisaRequirementsQuerySchema = z.object({
  /** ISO2 code, or a name, alias or demonym in en, es or zh. */
  nationality: countryText,
  destination: countryText,
  /**
   * Documents the traveller holds, as a comma list of HELD_DOCUMENTS codes (`us_visa,uk_residence`).
   * When one of them meets an exemption of the destination, `requirement` is the exemption and
   * `defaultRequirement` what the nationality needs without it. Unknown codes are a 400.
   */
  holds: z.optional(
    z.string().check(
      z.maxLength(300),
      z.refine((text) => splitHeldDocuments(text).every((code) => heldDocumentSet.has(code)), {
        error: (issue) =>
          `Unknown document in '${String(issue.input)}'; use codes like us_visa, schengen_visa, uk_residence`,
      }),
    ),
  ),
  lang: z._default(
    z.enum(SUPPORTED_LANGUAGES, {
      error: (issue) =>
        `Unsupported language '${String(issue.input)}'; use ${SUPPORTED_LANGUAGES.join(', ')}`,
    }),
    'en',
  ),
});
export type GetVisaRequirementsQuery = z.input<typeof getVisaRequirementsQuerySchema>;

export const visaRequirementSchema = z.object({
  category: z.union([requirementCategorySchema, z.literal('own_country')]),
  days: z.optional(z.int().check(z.positive(), z.lte(MAX_STAY_DAYS))),
  /** One sentence in the requested language. */
  summary: z.string(),
  /** The held documents an exemption applied here rests on (only with `holds`). */
  basedOn: z.optional(z.array(heldDocumentSchema)),
});
export type VisaRequirementAnswer = z.infer<typeof visaRequirementSchema>;

/**
 * An exemption the destination grants to holders of another country's visa or residence permit,
 * listed only where it improves on the nationality's default requirement.
 */
export const visaConditionAnswerSchema = z.object({
  /** Any one of these documents qualifies. */
  documents: z.array(heldDocumentSchema),
  category: requirementCategorySchema,
  days: z.optional(z.int().check(z.positive(), z.lte(MAX_STAY_DAYS))),
  /** One sentence in the requested language, with the conditions the document must meet. */
  summary: z.string(),
  /** The first page the exemption was checked against. */
  source: z.string(),
});
export type VisaConditionAnswer = z.infer<typeof visaConditionAnswerSchema>;

export const PASSPORT_VALIDITY_KINDS = [
  'duration_of_stay',
  'beyond_departure',
  'at_entry',
] as const;
export const YELLOW_FEVER_KINDS = ['all_travellers', 'arriving_from_risk', 'not_required'] as const;

/** The destination's entry rules beyond the visa, for every traveller who may enter. */
export const entryRulesSchema = z.object({
  /** Valid for the stay, for a period after leaving, or for a period from arrival. */
  passportValidity: z.object({
    kind: z.enum(PASSPORT_VALIDITY_KINDS),
    months: z.optional(z.int().check(z.positive())),
    days: z.optional(z.int().check(z.positive())),
  }),
  /** The passport must have been issued within this many years. */
  issuedWithinYears: z.optional(z.int().check(z.positive())),
  blankPages: z.optional(z.int().check(z.positive())),
  /** When a yellow-fever certificate is asked for: from everyone, or after a country with risk. */
  yellowFever: z.object({ kind: z.enum(YELLOW_FEVER_KINDS) }),
});
export type EntryRules = z.infer<typeof entryRulesSchema>;

/** The visa card's information (product.md §3.5), plus the requirement and where it comes from. */
export const getVisaRequirementsResponseSchema = z.extend(visaInfoSchema, {
  nationalityCode: countryCodeSchema,
  destinationCode: countryCodeSchema,
  requirement: visaRequirementSchema,
  /** Absent for a traveller's own country and where entry is refused. */
  entryRules: z.optional(entryRulesSchema),
  sources: z.array(z.string()),
  /** ISO date (YYYY-MM-DD) the answer's source was last checked. */
  lastVerified: z.string(),
  /** Exemptions for holders of other countries' visas or residence permits; empty when none. */
  conditions: z.optional(z.array(visaConditionAnswerSchema)),
  /** The requirement without the held documents, present only when `holds` changed it. */
  defaultRequirement: z.optional(visaRequirementSchema),
});
export type GetVisaRequirementsResponse = z.infer<typeof getVisaRequirementsResponseSchema>;
