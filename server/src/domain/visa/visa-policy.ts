import { COUNTRY_CODES } from '@common/country-codes';
import { z } from 'zod';
import { CATEGORIES_WITH_DAYS, MAX_STAY_DAYS, visaCategorySchema } from './visa-category';

const countryCodeSchema = z.enum(COUNTRY_CODES);

const daysSchema = z.number().int().positive().max(MAX_STAY_DAYS);

/** A category with an optional maximum stay; days only where the category allows them. */
const outcomeSchema = z
  .object({ category: visaCategorySchema, days: daysSchema.optional() })
  .refine(
    ({ category, days }) =>
      days === undefined || (CATEGORIES_WITH_DAYS as readonly string[]).includes(category),
    { message: 'days are only allowed on visa_free and visa_on_arrival' },
  );

const ruleSchema = outcomeSchema.and(
  z.object({
    nationalities: z.array(countryCodeSchema).min(1),
    /** Why this rule exists or what is uncertain about it. */
    note: z.string().optional(),
  }),
);

/**
 * One destination's entry rules for short tourist stays, as its government publishes them:
 * nationalities not listed in any rule get `default`. A nationality may appear in at most one
 * rule; the destination itself may appear (groups include it) and is ignored.
 */
export const visaPolicySchema = z.object({
  destination: countryCodeSchema,
  default: outcomeSchema,
  rules: z.array(ruleSchema),
  source: z.url({ protocol: /^https$/ }),
  /**
   * The pages actually read when the lists were last checked: the government's own first, then
   * secondary sources (the encyclopaedia's visa policy article, reports of a change).
   */
  sources: z.array(z.url({ protocol: /^https$/ })).optional(),
  /** The date the policy's lists were last checked against its sources (YYYY-MM-DD). */
  lastVerified: z.iso.date(),
  /** Why the lists could not be checked on `lastVerified`'s date, where they could not. */
  unverified: z.string().optional(),
  notes: z.string().optional(),
});

export type VisaPolicy = z.infer<typeof visaPolicySchema>;
export type VisaRule = VisaPolicy['rules'][number];

/** Types a policy literal so the compiler checks country codes and categories where it is written. */
export function definePolicy(policy: VisaPolicy): VisaPolicy {
  return policy;
}
