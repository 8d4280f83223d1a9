// Country names as travellers type them ('usa', 'united states') shown the way the chat banner and
// the visa cards show them (product.md §3.1: USA, UK, UAE, DRC, CAR stay in capitals, others are
// capitalised).

/** Abbreviations that stay in capitals whatever case they were typed in. */
export const UPPERCASE_COUNTRY_NAMES = ['USA', 'UK', 'UAE', 'DRC', 'CAR'] as const;

/** Joining words that stay lower case inside a name ('Bosnia and Herzegovina'). */
const LOWERCASE_WORDS = new Set(['and', 'of', 'the', 'da', 'de', 'del', 'des', 'du', 'la', 'y']);

/** French elisions that stay lower case before the capitalised rest ("Côte d'Ivoire"). */
const ELISION = /^([dl]['’])(.+)$/i;

function capitalise(part: string): string {
  const lower = part.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function normaliseWord(word: string, isFirst: boolean): string {
  const lower = word.toLowerCase();
  if (!isFirst && LOWERCASE_WORDS.has(lower)) return lower;
  const elision = isFirst ? null : ELISION.exec(word);
  if (elision) return `${(elision[1] ?? '').toLowerCase()}${capitalise(elision[2] ?? '')}`;
  // 'guinea-bissau' -> 'Guinea-Bissau'.
  return word.split('-').map(capitalise).join('-');
}

/**
 * 'usa' -> 'USA', 'united states' -> 'United States', 'bosnia and herzegovina' ->
 * 'Bosnia and Herzegovina'. Surrounding and repeated spaces are dropped.
 */
export function normaliseCountryName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const joined = words.join(' ');
  const upper = joined.toUpperCase();
  const abbreviation = UPPERCASE_COUNTRY_NAMES.find((candidate) => candidate === upper);
  if (abbreviation) return abbreviation;
  return words.map((word, index) => normaliseWord(word, index === 0)).join(' ');
}

/** The ways travellers name the United States, compared without case, dots or a leading 'the'. */
const UNITED_STATES_NAMES = new Set(['usa', 'us', 'united states', 'united states of america']);

/** True for 'USA', 'usa', 'U.S.', 'United States', 'the United States of America'. */
export function isUnitedStates(name: string): boolean {
  const key = normaliseCountryName(name.replace(/\./g, '')).toLowerCase().replace(/^the /, '');
  return UNITED_STATES_NAMES.has(key);
}
