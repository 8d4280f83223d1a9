import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../constants';
import { countryCodeSchema } from './country-code';
import { requirementCategorySchema } from './visa-requirements';

const countryText = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100));

export const getVisaTransitQuerySchema = z.object({
  /** ISO2 code, or a name, alias, demonym or city in en, es or zh. */
  nationality: countryText,
  /** The country (or city) of the connecting airport. */
  via: countryText,
  destination: countryText,
  lang: z._default(
    z.enum(SUPPORTED_LANGUAGES, {
      error: (issue) =>
        `Unsupported language '${String(issue.input)}'; use ${SUPPORTED_LANGUAGES.join(', ')}`,
    }),
    'en',
  ),
});
export type GetVisaTransitQuery = z.input<typeof getVisaTransitQuerySchema>;

export const TRANSIT_STATUSES = ['none', 'visa_free_transit', 'transit_visa', 'entry'] as const;

/** What staying airside (or leaving the airport) needs, with one sentence saying so. */
export const transitNeedSchema = z.object({
  status: z.enum(TRANSIT_STATUSES),
  /** True when the traveller must hold a visa, transit visa or authorisation for this side. */
  required: z.boolean(),
  /** For `entry`: what entering the transit country needs. */
  category: z.optional(z.union([requirementCategorySchema, z.literal('own_country')])),
  /** For `visa_free_transit`: the hours allowed. */
  hours: z.optional(z.int().check(z.positive())),
  summary: z.string(),
});
export type TransitNeedAnswer = z.infer<typeof transitNeedSchema>;

export const getVisaTransitResponseSchema = z.object({
  nationalityCode: countryCodeSchema,
  viaCode: countryCodeSchema,
  destinationCode: countryCodeSchema,
  nationality: z.string(),
  via: z.string(),
  destination: z.string(),
  airside: transitNeedSchema,
  /** Absent when leaving the airport needs the same as staying airside. */
  landside: z.optional(transitNeedSchema),
  /** One sentence in the requested language. */
  summary: z.string(),
  /** Who is exempt from the transit visa, in the requested language. */
  exemptions: z.array(z.string()),
  sources: z.array(z.string()),
  /** ISO date (YYYY-MM-DD) the rule's sources were last checked. */
  lastVerified: z.string(),
});
export type GetVisaTransitResponse = z.infer<typeof getVisaTransitResponseSchema>;
