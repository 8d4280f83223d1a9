import * as z from 'zod/mini';

// The requirement categories and the held-document codes: small enough for the chat's contract
// to use on the first page without the whole visa answer's schema.

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

/**
 * Who issued a document a traveller may hold: the United States, the United Kingdom, a Schengen
 * state, Ireland, Canada, Japan, Korea, Australia, New Zealand, Singapore, the UAE, Mexico.
 */
export const DOCUMENT_ISSUERS = [
  'us',
  'uk',
  'schengen',
  'ie',
  'ca',
  'jp',
  'kr',
  'au',
  'nz',
  'sg',
  'ae',
  'mx',
] as const;
export type DocumentIssuer = (typeof DOCUMENT_ISSUERS)[number];

/** A visa (visitor or other, not an ETA or visa waiver) or a residence permit (green card…). */
export const DOCUMENT_KINDS = ['visa', 'residence'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Machine codes of the documents some destinations accept instead of their own visa. */
export const HELD_DOCUMENTS = DOCUMENT_ISSUERS.flatMap((issuer) =>
  DOCUMENT_KINDS.map((kind) => `${issuer}_${kind}` as const),
);
export type HeldDocument = `${DocumentIssuer}_${DocumentKind}`;
export const heldDocumentSchema = z.enum(HELD_DOCUMENTS as [HeldDocument, ...HeldDocument[]]);

/** The codes of a `holds` list, trimmed and lower-cased, without blanks. */
export function splitHeldDocuments(text: string): string[] {
  return text
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter((code) => code !== '');
}
