// Finds the countries a chat message names, with where they sit, so the caller can read the
// words around each one. Exact n-grams first (longest wins), then typo matches.
import type { CountryCode } from '@common/country-codes';
import { SUPPORTED_LANGUAGES } from '@common/constants';
import { countryTerms, listCountries } from '../../countries/countries';
import { DEMONYMS } from '../../countries/country-demonyms';
import { normaliseTerm } from '../../countries/normalise-term';
import { AMBIGUOUS_TERMS, COMMON_WORDS } from './common-words';
import { TypoIndex } from './typo-index';

export type Token = {
  /** Normalised like the country index: "México" → "mexico", "U.S." → "us". */
  norm: string;
  raw: string;
  han: boolean;
  /** Punctuation follows before the next token: "no, Osaka" is a reply, "no Osaka" is not. */
  pauseAfter?: boolean;
};

export type Mention = {
  code: CountryCode;
  /** Token range [start, end). */
  start: number;
  end: number;
  /** A nationality word ("Mexican", "mexicana", "中国人") rather than a place. */
  demonym: boolean;
};

const MAX_LATIN_WORDS = 4;
const MAX_HAN_CHARS = 12;
const TOKEN =
  /\p{Script=Han}|[\p{Script=Latin}\p{M}\p{N}]+(?:['’.][\p{Script=Latin}\p{M}\p{N}]+)*\.?/gu;

/** Codes people type in capitals in free text; lower case they are words ("us", "in", "no"). */
const CAPITAL_CODES = new Set([
  'us',
  'usa',
  'uk',
  'uae',
  'prc',
  'drc',
  'rok',
  'ksa',
  'dprk',
  'eeuu',
]);
/** Short terms that are not words in English or Spanish, so safe in lower case too. */
const SHORT_NAMES = new Set(['rio', 'goa', 'fez', 'nyc', 'uae', 'uk', 'eeuu', 'nz']);
/** Words right before a lower-case code that make it a place: "going to usa", "soy de usa". */
const PLACE_BEFORE = new Set([
  'to',
  'from',
  'in',
  'into',
  'visit',
  'visiting',
  'for',
  'of',
  'a',
  'al',
  'en',
  'de',
  'del',
  'desde',
  'hacia',
  'para',
  'visitar',
]);
/** Words right after a lower-case code that make it a place: "usa visa", "uae passport". */
const PLACE_AFTER = new Set([
  'visa',
  'visas',
  'passport',
  'passports',
  'citizen',
  'citizens',
  'citizenship',
  'embassy',
  'trip',
]);
/** "us" is a pronoun; lower case it is the country only after travelling to/from it. */
const TRAVEL_VERBS = new Set([
  'go',
  'goes',
  'going',
  'went',
  'travel',
  'travels',
  'travelling',
  'traveling',
  'fly',
  'flying',
  'flight',
  'flights',
  'move',
  'moving',
  'trip',
  'emigrate',
  'relocate',
  'relocating',
]);
/** Before "us passport" / "us visa": what leaves "us" no room to be a pronoun. */
const HOLDER_BEFORE = new Set([
  'a',
  'an',
  'my',
  'our',
  'his',
  'her',
  'im',
  'am',
  'hold',
  'holding',
]);

const terms = countryTerms();

function demonymKeys(): Set<string> {
  const keys = new Set<string>();
  for (const demonyms of Object.values(DEMONYMS)) {
    for (const text of [demonyms.en, ...demonyms.es, ...(demonyms.also ?? [])]) {
      const key = normaliseTerm(text);
      keys.add(key);
      keys.add(`${key}s`);
      keys.add(`${key}es`);
      if (key.endsWith('z')) keys.add(`${key.slice(0, -1)}ces`);
    }
  }
  return keys;
}
/** Names that are also demonyms ("India", "china", "Armenia") are read as places. */
function nameKeys(): Set<string> {
  const keys = new Set<string>();
  for (const lang of SUPPORTED_LANGUAGES) {
    for (const country of listCountries(lang)) keys.add(normaliseTerm(country.name));
  }
  return keys;
}
const NAME_KEYS = nameKeys();
const DEMONYM_KEYS = new Set([...demonymKeys()].filter((key) => !NAME_KEYS.has(key)));

const typoIndex = new TypoIndex(terms, DEMONYM_KEYS);

function isDemonym(key: string, han: boolean): boolean {
  return han ? key.endsWith('人') : DEMONYM_KEYS.has(key);
}

const PAUSE = /[,;:!?.，。！？；：、]/;

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const last = tokens.at(-1);
    if (last && PAUSE.test(text.slice(previousEnd, match.index))) last.pauseAfter = true;
    previousEnd = match.index + raw.length;
    const han = raw.length === 1 && /\p{Script=Han}/u.test(raw);
    const norm = han ? raw : normaliseTerm(raw);
    if (norm !== '') tokens.push({ norm, raw, han });
  }
  return tokens;
}

function isCapitalised(raw: string): boolean {
  const letters = raw.replace(/[^\p{L}]/gu, '');
  return letters !== '' && letters === letters.toUpperCase();
}

/** The index key for tokens [start, end), or undefined when they cannot form a term. */
function keyOf(tokens: readonly Token[], start: number, end: number): string | undefined {
  const words = tokens.slice(start, end);
  const first = words[0];
  if (!first) return undefined;
  if (first.han)
    return words.every((token) => token.han) ? words.map((t) => t.norm).join('') : undefined;
  if (words.some((token) => token.han)) return undefined;
  if (words.length > 1 && first.norm === 'the') return undefined;
  // "U S A", "EE. UU." are initials only in capitals; "to go" must never become Togo.
  if (words.length > 1 && words.every((token) => token.norm.length <= 2)) {
    const initials = words.map((t) => t.norm).join('');
    return initials === 'eeuu' || words.every((token) => isCapitalised(token.raw))
      ? initials
      : undefined;
  }
  return words.map((t) => t.norm).join(' ');
}

/** A code written in lower case ("usa", "us") that the words around it make a place. */
function lowerCaseCodeIsPlace(
  key: string,
  tokens: readonly Token[],
  start: number,
  end: number,
): boolean {
  const before = tokens[start - 1]?.norm ?? '';
  const beforeThat = tokens[start - 2]?.norm ?? '';
  const after = tokens[end]?.norm ?? '';
  if (key !== 'us') return PLACE_BEFORE.has(before) || PLACE_AFTER.has(after);
  // "going to us", "flights from us", "moving to the us", "a us passport"; never "tell us".
  if ((before === 'to' || before === 'from') && TRAVEL_VERBS.has(beforeThat)) return true;
  if (before === 'the' && PLACE_BEFORE.has(beforeThat)) return true;
  return PLACE_AFTER.has(after) && (start === 0 || HOLDER_BEFORE.has(before));
}

function acceptsExact(key: string, tokens: readonly Token[], start: number, end: number): boolean {
  const first = tokens[start];
  if (!first || first.han) return true;
  if (key.length <= 3 || CAPITAL_CODES.has(key)) {
    if (SHORT_NAMES.has(key)) return true;
    if (!CAPITAL_CODES.has(key)) return false;
    const raw = tokens
      .slice(start, end)
      .map((token) => token.raw)
      .join('');
    return isCapitalised(raw) || lowerCaseCodeIsPlace(key, tokens, start, end);
  }
  if (end - start === 1 && AMBIGUOUS_TERMS.has(key)) {
    return start > 0 && /^\p{Lu}/u.test(first.raw);
  }
  return true;
}

function exactAt(tokens: readonly Token[], start: number): Mention | undefined {
  const first = tokens[start];
  if (!first) return undefined;
  const longest = first.han ? MAX_HAN_CHARS : MAX_LATIN_WORDS;
  const shortest = first.han ? 2 : 1;
  for (let end = Math.min(tokens.length, start + longest); end - start >= shortest; end--) {
    const key = keyOf(tokens, start, end);
    if (key === undefined) continue;
    const code = terms.get(key);
    if (code && acceptsExact(key, tokens, start, end)) {
      return { code, start, end, demonym: isDemonym(key, first.han) };
    }
  }
  return undefined;
}

function typoCandidate(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    !token.han &&
    token.norm.length >= 4 &&
    /^[a-z]+$/.test(token.norm) &&
    !COMMON_WORDS.has(token.norm)
  );
}

function typoAt(tokens: readonly Token[], start: number): Mention | undefined {
  const first = tokens[start];
  if (!first || !typoCandidate(first)) return undefined;
  const second = tokens[start + 1];
  // Two-word names with a typo ("Untied States", "New Zeland"); the pair must both look like names.
  if (second && typoCandidate(second)) {
    const pair = `${first.norm} ${second.norm}`;
    const match = typoIndex.find(pair);
    if (match)
      return { code: match.code, start, end: start + 2, demonym: isDemonym(match.key, false) };
  }
  const match = typoIndex.find(first.norm);
  return match
    ? { code: match.code, start, end: start + 1, demonym: isDemonym(match.key, false) }
    : undefined;
}

/** Every country the tokens name, left to right, without overlaps. */
export function findCountryMentions(tokens: readonly Token[]): Mention[] {
  const mentions: Mention[] = [];
  let i = 0;
  while (i < tokens.length) {
    const mention = exactAt(tokens, i) ?? typoAt(tokens, i);
    if (mention) {
      mentions.push(mention);
      i = mention.end;
    } else {
      i++;
    }
  }
  return mentions;
}
