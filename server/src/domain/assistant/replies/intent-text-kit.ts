import type { AddonServiceType, Language } from '@common/constants';

// Shared pieces of the non-visa intent texts: what a text may interpolate and how its markdown
// is put together. Texts are functions, so a missing destination is a branch, never a
// leftover '{destination}'.

export type ReplyFacts = {
  destination?: string;
  /** The passport country's name. */
  nationality?: string;
  /** Add-on prices as shown to travellers in the reply's language, e.g. '$29.99'. */
  prices: Readonly<Record<AddonServiceType, string>>;
  /** Whether the destination is a Schengen state, where the visa's insurance minimum applies. */
  schengen: boolean;
};

/** One intent's reply in every language; a missing language is a type error. */
export type IntentTexts = Readonly<Record<Language, (facts: ReplyFacts) => string>>;

type Part = string | false | undefined;

/** Conditional parts come in as `false`, `undefined` or '' and are left out. */
function present(parts: readonly Part[]): string[] {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '');
}

/** Paragraphs separated by a blank line. */
export function markdown(...blocks: readonly Part[]): string {
  return present(blocks).join('\n\n');
}

/** Sentences of one paragraph, in scripts that put a space between them. */
export function sentences(...parts: readonly Part[]): string {
  return present(parts).join(' ');
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
export const VISA_CHECK_LINE: Readonly<
  Record<Language, (destination: string, nationality?: string) => string>
> = {
  en: (destination, nationality) =>
    nationality
      ? `Want me to check the visa requirements for ${destination} for your passport (${nationality})? Just ask.`
      : `Tell me which passport you hold and I'll check whether you need a visa for ${destination}.`,
  es: (destination, nationality) =>
    nationality
      ? `¿Quiere que consulte los requisitos de visado de ${destination} para su pasaporte (${nationality})? Solo tiene que pedírmelo.`
      : `Dígame de qué país es su pasaporte y comprobaré si necesita visado para ${destination}.`,
  zh: (destination, nationality) =>
    nationality
      ? `需要我为您查询持${nationality}护照前往${destination}的签证要求吗？直接问我即可。`
      : `告诉我您持哪国护照，我可以帮您查询前往${destination}是否需要签证。`,
};
