import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../constants';
import { countryCodeSchema } from './country-code';
import { visaInfoSchema } from './visa-info';

/**
 * What a nationality needs to enter a destination for a short tourist stay (issue 4).
 * Pre-travel authorisations (ESTA, eTA, UK ETA, K-ETA…) are `eta`; a visa applied for online is
 * `e_visa`; `freedom_of_movement` is the treaty right of EU/EEA/Swiss citizens.
 */
export const REQUIREMENT_CATEGORIES = [
  'freedom_of_movement',
  'visa_free',
  'visa_on_arrival',
  'eta',
  'e_visa',
  'visa_required',
  'no_admission',
] as const;
export const requirementCategorySchema = z.enum(REQUIREMENT_CATEGORIES);
export type RequirementCategory = z.infer<typeof requirementCategorySchema>;

/** Only these categories carry a maximum stay in days. */
export const CATEGORIES_WITH_DAYS = [
  'visa_free',
  'visa_on_arrival',
] as const satisfies readonly RequirementCategory[];
export const MAX_STAY_DAYS = 365;

const countryText = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100));

export const getVisaRequirementsQuerySchema = z.object({
  /** ISO2 code, or a name, alias or demonym in en, es or zh. */
  nationality: countryText,
  destination: countryText,
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
});
export type VisaRequirementAnswer = z.infer<typeof visaRequirementSchema>;

/** The Visa info of flows §3, plus the requirement and where it comes from. */
export const getVisaRequirementsResponseSchema = z.extend(visaInfoSchema, {
  nationalityCode: countryCodeSchema,
  destinationCode: countryCodeSchema,
  requirement: visaRequirementSchema,
  sources: z.array(z.string()),
  /** ISO date (YYYY-MM-DD) the answer's source was last checked. */
  lastVerified: z.string(),
});
export type GetVisaRequirementsResponse = z.infer<typeof getVisaRequirementsResponseSchema>;
