import { PRODUCT_NAME, type AddonServiceType, type Language } from '@common/constants';
import { text, type TextKey } from '../../../lib/texts';

// Shared pieces of the non-visa intent texts: what a text may interpolate and how its markdown
// is put together. A missing destination picks another key (`general`), never a leftover
// '{{destination}}'.

export type ReplyFacts = {
  destination?: string;
  /** The passport country's name. */
  nationality?: string;
  /** Add-on prices as shown to travellers in the reply's language, e.g. '$29.99'. */
  prices: Readonly<Record<AddonServiceType, string>>;
  /** Whether the destination is a Schengen state, where the visa's insurance minimum applies. */
  schengen: boolean;
};

type Part = string | false | undefined;

/** Conditional parts come in as `false`, `undefined` or '' and are left out. */
function present(parts: readonly Part[]): string[] {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '');
}

/** Paragraphs separated by a blank line. */
export function markdown(...blocks: readonly Part[]): string {
  return present(blocks).join('\n\n');
}

export function bullets(items: readonly Part[]): string {
  return present(items)
    .map((item) => `- ${item}`)
    .join('\n');
}

/**
 * The step back to the chat's core flow once a destination is known: offer the visa check, or
 * ask for the passport it needs. Lower-case wording on purpose: the capitalised 'Visa
 * Requirements for' marks a visa reply for the client.
 */
export function visaCheckLine(language: Language, destination: string, nationality?: string) {
  return nationality
    ? text(language, 'visa-check:withPassport', { destination, nationality })
    : text(language, 'visa-check:askPassport', { destination });
}

/**
 * An intent's reply (server/src/locales/<language>/<namespace>.json): `general` when no
 * destination is known yet, `trip` once it is, and `tripSchengen` where a Schengen destination
 * changes the advice (the visa's insurance minimum, product.md §3.5).
 */
export type IntentTextKeys = { general: TextKey; trip: TextKey; tripSchengen?: TextKey };

export function intentText(language: Language, keys: IntentTextKeys, facts: ReplyFacts): string {
  const values = {
    product: PRODUCT_NAME,
    flightPrice: facts.prices['dummy-flight'],
    hotelPrice: facts.prices['dummy-hotel'],
    insurancePrice: facts.prices['travel-insurance'],
    cover: text(language, 'visa-documents:schengenMinimumCover'),
  };
  const { destination } = facts;
  if (!destination) return text(language, keys.general, values);
  const key = facts.schengen && keys.tripSchengen ? keys.tripSchengen : keys.trip;
  return text(language, key, {
    ...values,
    destination,
    visaCheck: visaCheckLine(language, destination, facts.nationality),
  });
}
