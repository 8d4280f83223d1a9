// What AlgoTrip knows about each country: names, demonyms, aliases and cities in en, es and zh,
// built once when the module loads. Lookups afterwards are a Map.get.
import { alpha2ToAlpha3, getNames, registerLocale } from 'i18n-iso-countries/index.js';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type Language } from '@common/constants';
import { COUNTRY_CODES, type CountryCode } from '@common/country-codes';
import { buildTermIndex, type Term } from './build-term-index';
import { CITIES } from './cities';
import { DEMONYMS } from './country-demonyms';
import { ALPHA3_OVERRIDES, COUNTRY_ALIASES, DISPLAY_NAMES, EXTRA_CODES } from './country-names';
import { normaliseTerm, withoutSpanishArticle } from './normalise-term';
import { SHARED_TERMS } from './shared-terms';

export type Country = {
  code: CountryCode;
  alpha3: string;
  /** The flag emoji, from the code's regional indicator letters. */
  flag: string;
  name: string;
  demonym: string;
  /** Spanish has a feminine form ("mexicana"); elsewhere the same as `demonym`. */
  demonymFeminine: string;
};

// Only the three languages AlgoTrip speaks, not the library's 80 (its default entry loads all).
// Read with require: the server bundle's target drops `import … with { type: 'json' }`.
const localeSchema = z.object({
  locale: z.string(),
  countries: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
const requireLocale = createRequire(import.meta.url);
for (const lang of SUPPORTED_LANGUAGES) {
  registerLocale(localeSchema.parse(requireLocale(`i18n-iso-countries/langs/${lang}.json`)));
}

const libraryNames: Record<Language, Record<string, string[]>> = {
  en: getNames('en', { select: 'all' }),
  es: getNames('es', { select: 'all' }),
  zh: getNames('zh', { select: 'all' }),
};

function flagOf(code: CountryCode): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}

function alpha3Of(code: CountryCode): string {
  const alpha3 = ALPHA3_OVERRIDES[code] ?? alpha2ToAlpha3(code);
  if (!alpha3) throw new Error(`No ISO alpha-3 code for ${code}`);
  return alpha3;
}

function displayName(code: CountryCode, lang: Language): string {
  const name = DISPLAY_NAMES[code]?.[lang] ?? libraryNames[lang][code]?.[0];
  if (!name) throw new Error(`No ${lang} name for ${code}`);
  return name;
}

function demonymsOf(code: CountryCode, lang: Language): [masculine: string, feminine: string] {
  const demonyms = DEMONYMS[code];
  if (lang === 'en') return [demonyms.en, demonyms.en];
  if (lang === 'es') return [demonyms.es[0], demonyms.es[1]];
  const zh = demonyms.zh ?? `${displayName(code, 'zh')}人`;
  return [zh, zh];
}

/** English plural of a demonym: "Mexicans"; "Swiss", "Chinese", "French" do not change. */
function englishPlural(word: string): string | undefined {
  return /(?:sh|ss|ese|tch|nch|x|z|s)$/i.test(word) ? undefined : `${word}s`;
}

/** Spanish plurals people write: "mexicanos", "franceses", "marroquíes" (and "marroquís"). */
function spanishPlurals(word: string): string[] {
  if (/[íú]$/.test(word)) return [`${word}es`, `${word}s`];
  const plain = normaliseTerm(word);
  if (/[aeiou]$/.test(plain)) return [`${plain}s`];
  if (plain.endsWith('z')) return [`${plain.slice(0, -1)}ces`];
  return [`${plain}es`];
}

function* termsOf(code: CountryCode): Generator<Term> {
  yield { text: code, code, kind: 'code' };
  yield { text: alpha3Of(code), code, kind: 'code' };
  const libraryAlpha3 = alpha2ToAlpha3(code);
  if (libraryAlpha3) yield { text: libraryAlpha3, code, kind: 'code' };
  for (const text of EXTRA_CODES[code] ?? []) yield { text, code, kind: 'code' };

  const zhNames: string[] = [];
  for (const lang of SUPPORTED_LANGUAGES) {
    const names = [
      displayName(code, lang),
      ...(libraryNames[lang][code] ?? []),
      ...(COUNTRY_ALIASES[code]?.[lang] ?? []),
    ];
    for (const [i, text] of names.entries()) {
      yield { text, code, kind: i === 0 ? 'name' : 'alias' };
      // "Saint Lucia" is as often "St Lucia".
      if (lang === 'en' && text.startsWith('Saint ')) {
        yield { text: text.replace('Saint ', 'St '), code, kind: 'alias' };
      }
    }
    if (lang === 'zh') zhNames.push(...names);
  }

  const demonyms = DEMONYMS[code];
  const english = [demonyms.en, ...(demonyms.also ?? []).filter((text) => /^[A-Z]/.test(text))];
  for (const text of english) {
    yield { text, code, kind: 'demonym' };
    const plural = englishPlural(text);
    if (plural) yield { text: plural, code, kind: 'demonym' };
  }
  const spanish = [...demonyms.es, ...(demonyms.also ?? []).filter((text) => /^[a-zñ]/.test(text))];
  for (const text of spanish) {
    yield { text, code, kind: 'demonym' };
    for (const plural of spanishPlurals(text)) yield { text: plural, code, kind: 'demonym' };
  }
  // Chinese demonyms are the name and 人, for every way of writing the name ("美國人").
  const chinese = new Set([demonymsOf(code, 'zh')[0], ...zhNames.map((name) => `${name}人`)]);
  for (const text of demonyms.also ?? []) if (/\p{Script=Han}/u.test(text)) chinese.add(text);
  for (const text of chinese) yield { text, code, kind: 'demonym' };
}

function* allTerms(): Generator<Term> {
  for (const code of COUNTRY_CODES) yield* termsOf(code);
  for (const city of CITIES) {
    for (const text of [city.en, city.es, city.zh, ...(city.also ?? [])]) {
      yield { text, code: city.code, kind: 'city' };
    }
  }
}

const termIndex = buildTermIndex(allTerms(), SHARED_TERMS);

function buildCountries(lang: Language): ReadonlyMap<CountryCode, Country> {
  return new Map(
    COUNTRY_CODES.map((code): [CountryCode, Country] => {
      const [demonym, demonymFeminine] = demonymsOf(code, lang);
      const country = {
        code,
        alpha3: alpha3Of(code),
        flag: flagOf(code),
        name: displayName(code, lang),
        demonym,
        demonymFeminine,
      };
      return [code, Object.freeze(country)];
    }),
  );
}

/** Pinyin order for Chinese where the ICU data has it; plain Chinese collation otherwise. */
function collatorFor(lang: Language): Intl.Collator {
  if (lang === 'zh') {
    const pinyin = new Intl.Collator('zh-u-co-pinyin');
    return pinyin.resolvedOptions().collation === 'pinyin' ? pinyin : new Intl.Collator('zh');
  }
  return new Intl.Collator(lang);
}

const countries: Record<Language, ReadonlyMap<CountryCode, Country>> = {
  en: buildCountries('en'),
  es: buildCountries('es'),
  zh: buildCountries('zh'),
};

function sortedByName(lang: Language): readonly Country[] {
  const { compare } = collatorFor(lang);
  return Object.freeze([...countries[lang].values()].sort((a, b) => compare(a.name, b.name)));
}

const sortedCountries: Record<Language, readonly Country[]> = {
  en: sortedByName('en'),
  es: sortedByName('es'),
  zh: sortedByName('zh'),
};

/**
 * The country a text names: an ISO alpha-2 or alpha-3 code, a name, alias or demonym in
 * English, Spanish or Chinese, or a city in it. Exact matches only, ignoring case, accents,
 * punctuation and a leading "the" (or Spanish article); anything else is undefined.
 * Two-letter codes match in any case ("no" is Norway, "in" India), so give it text that
 * answers "which country", not a whole chat message.
 */
export function resolveCountry(text: string): CountryCode | undefined {
  if (text.length > 200) return undefined;
  const key = normaliseTerm(text);
  const found = termIndex.get(key);
  if (found) return found;
  const shorter = withoutSpanishArticle(key);
  return shorter === undefined ? undefined : termIndex.get(shorter);
}

export function getCountry(code: CountryCode, lang: Language): Country {
  const country = countries[lang].get(code);
  if (!country) throw new Error(`Unknown country code ${code}`);
  return country;
}

/** Every country, sorted by its name in that language (pinyin order for Chinese). */
export function listCountries(lang: Language): readonly Country[] {
  return sortedCountries[lang];
}

/** The normalised terms and their countries, for matchers that look further than exact text. */
export function countryTerms(): ReadonlyMap<string, CountryCode> {
  return termIndex;
}
