import { HELD_DOCUMENTS, type HeldDocument } from '@common/contracts/visa-requirements';
import { COUNTRY_CODES } from '@common/country-codes';
import { z } from 'zod';
import { CATEGORIES_WITH_DAYS, MAX_STAY_DAYS } from '../visa-category';

const countryCodeSchema = z.enum(COUNTRY_CODES);

/** What the held document must satisfy besides being one of the listed kinds. */
export const VALIDITY_RULES = [
  /** Unexpired on the day of entry. */
  'valid_on_entry',
  /** Unexpired for the whole stay; the stay ends when the document does. */
  'valid_for_stay',
  /** At least six months of validity left on arrival. */
  'six_months_left',
  /** A multiple-entry visa. */
  'multiple_entry',
  /** Already used to enter the country that issued it. */
  'used_before',
  /** Electronic visas and visa waivers (ESTA, Japan's waiver registration) do not count. */
  'no_electronic',
] as const;
export type ValidityRule = (typeof VALIDITY_RULES)[number];

const outcomeSchema = z
  .object({
    // An exemption always lets the traveller in without a visa applied for on paper.
    category: z.enum(['freedom_of_movement', 'visa_free', 'visa_on_arrival', 'eta', 'e_visa']),
    days: z.number().int().positive().max(MAX_STAY_DAYS).optional(),
  })
  .refine(
    ({ category, days }) =>
      days === undefined || (CATEGORIES_WITH_DAYS as readonly string[]).includes(category),
    { message: 'days are only allowed on visa_free and visa_on_arrival' },
  );

/**
 * An exemption a destination grants to travellers holding another country's visa or residence
 * permit. `nationalities: 'all'` means every nationality the exemption improves on (the lookup
 * drops those who already do better without it); `except` removes nationalities the destination
 * names as excluded.
 */
export const visaConditionSchema = z.object({
  destination: countryCodeSchema,
  /** Any one of these qualifies. */
  documents: z.array(z.enum(HELD_DOCUMENTS as [HeldDocument, ...HeldDocument[]])).min(1),
  validity: z.array(z.enum(VALIDITY_RULES)),
  nationalities: z.union([z.literal('all'), z.array(countryCodeSchema).min(1)]),
  except: z.array(countryCodeSchema).optional(),
  outcome: outcomeSchema,
  /** The pages read to check the exemption, official ones first. */
  sources: z.array(z.url({ protocol: /^https?$/ })).min(1),
  /** The date the exemption was last checked against its sources (YYYY-MM-DD). */
  lastVerified: z.iso.date(),
  /** What the sources disagree on or leave open. */
  note: z.string(),
});

export type VisaCondition = z.infer<typeof visaConditionSchema>;

/** Types a condition literal so the compiler checks codes and categories where it is written. */
export function defineCondition(condition: VisaCondition): VisaCondition {
  return condition;
}

/** Every code of `issuers` for the given kinds, e.g. docs(['us', 'uk'], 'visa', 'residence'). */
export function documentsOf(
  issuers: readonly string[],
  ...kinds: readonly ('visa' | 'residence')[]
): HeldDocument[] {
  const wanted = new Set(issuers.flatMap((issuer) => kinds.map((kind) => `${issuer}_${kind}`)));
  return HELD_DOCUMENTS.filter((code) => wanted.has(code));
}
