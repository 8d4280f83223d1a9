import { COUNTRY_CODES } from '@common/country-codes';
import { z } from 'zod';

// A destination's entry rules beyond the visa: how long the passport must still be valid, how
// many blank pages it needs, and when a yellow-fever certificate is asked for.

export const passportValiditySchema = z.discriminatedUnion('kind', [
  /** Valid for the whole stay, nothing beyond. */
  z.object({ kind: z.literal('duration_of_stay') }),
  /** Valid for this long after the day the traveller leaves. */
  z.object({
    kind: z.literal('beyond_departure'),
    months: z.int().min(1).max(12).optional(),
    days: z.int().min(1).max(366).optional(),
  }),
  /** Valid for this long counted from the day of arrival. */
  z.object({
    kind: z.literal('at_entry'),
    months: z.int().min(1).max(12).optional(),
    days: z.int().min(1).max(366).optional(),
  }),
]);

export const yellowFeverSchema = z.object({
  kind: z.enum([
    /** Every arriving traveller (from 9 months or 1 year of age) needs the certificate. */
    'all_travellers',
    /** Only travellers arriving from, or in transit over 12 h through, a country with risk. */
    'arriving_from_risk',
    'not_required',
  ]),
});

export const entryRuleSchema = z
  .object({
    destination: z.enum(COUNTRY_CODES),
    passportValidity: passportValiditySchema,
    /** The passport must have been issued within this many years (Schengen: 10). */
    issuedWithinYears: z.int().min(1).max(20).optional(),
    blankPages: z.int().min(1).max(4).optional(),
    yellowFever: yellowFeverSchema,
    /** Public pages this rule was checked against; empty means not yet checked. */
    sources: z.array(z.url()),
  })
  .refine(
    ({ passportValidity: v }) =>
      v.kind === 'duration_of_stay' || (v.months === undefined) !== (v.days === undefined),
    { message: 'a period needs months or days, not both' },
  );

export type EntryRule = z.infer<typeof entryRuleSchema>;
export type PassportValidity = z.infer<typeof passportValiditySchema>;
export type YellowFeverRule = z.infer<typeof yellowFeverSchema>;
