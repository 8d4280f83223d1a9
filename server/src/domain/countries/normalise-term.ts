// The one way country terms are compared: the index stores its keys in this form and every
// lookup normalises the text the same way, so a lookup stays a single Map.get.

/** Letters that NFKD does not split into a base letter and an accent. */
const FOLDED_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Marks that join the letters around them: "U.S." is "us", "d'Ivoire" is "divoire". */
const JOINING_MARKS = /['’‘`´ʻʼ.·・]/g;
const SEPARATORS = /[\p{P}\p{S}\s]+/gu;
/** Chinese has no spaces between words, so "刚果（金）" and "刚果金" are the same name. */
const SPACE_BY_HAN = / (?=\p{Script=Han})|(?<=\p{Script=Han}) /gu;
const SPANISH_ARTICLE = /^(?:el|la|los|las) /;

/**
 * Lower case, no accents, no punctuation, single spaces, no leading "the":
 * "Côte d’Ivoire" → "cote divoire", "EE. UU." → "eeuu", "The Gambia" → "gambia".
 */
export function normaliseTerm(text: string): string {
  const key = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/&/g, ' and ')
    .replace(JOINING_MARKS, '')
    .replace(SEPARATORS, ' ')
    .trim()
    .replace(SPACE_BY_HAN, '')
    .replace(/^the /, '');
  // Initials written with spaces ("U S A", "EE UU") are the same as without.
  const words = key.split(' ');
  return words.length > 1 && words.every((word) => word.length <= 2) ? words.join('') : key;
}

/**
 * "los Estados Unidos" → "estados unidos". Only tried after the whole text missed, so names
 * that start with an article ("El Salvador", "Los Angeles", "La Paz") still match as written.
 */
export function withoutSpanishArticle(key: string): string | undefined {
  return SPANISH_ARTICLE.test(key) ? key.replace(SPANISH_ARTICLE, '') : undefined;
}
