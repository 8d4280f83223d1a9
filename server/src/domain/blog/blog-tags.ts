import {
  REQUIREMENT_CATEGORIES,
  type RequirementCategory,
} from '@common/contracts/visa-requirements';
import { COUNTRY_CODES, type CountryCode } from '@common/country-codes';
import { getCountry } from '../countries/countries';

// Blog tags are slugs of English names, the same in every language, so a link or a
// 'View All' filter works whatever language the reader switched to.

/** 'São Tomé and Príncipe' → 'sao-tome-and-principe'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const countrySlugs = new Map<CountryCode, string>(
  COUNTRY_CODES.map((code) => [code, slugify(getCountry(code, 'en').name)]),
);
const countryBySlug = new Map<string, CountryCode>(
  [...countrySlugs].map(([code, slug]) => [slug, code]),
);
const categoryBySlug = new Map<string, RequirementCategory>(
  REQUIREMENT_CATEGORIES.map((category) => [categoryTag(category), category]),
);

/** The tag of a country: its lower-cased English short name, e.g. 'united-kingdom'. */
export function countryTag(code: CountryCode): string {
  const slug = countrySlugs.get(code);
  if (slug === undefined) throw new Error(`Unknown country code ${code}`);
  return slug;
}

/** The tag of a requirement: 'visa_free' → 'visa-free'. */
export function categoryTag(category: RequirementCategory): string {
  return category.replaceAll('_', '-');
}

export type TagFilter =
  { kind: 'country'; code: CountryCode } | { kind: 'category'; category: RequirementCategory };

/** What a tag selects, or undefined when no entry can carry it. */
export function parseTag(tag: string): TagFilter | undefined {
  const code = countryBySlug.get(tag);
  if (code) return { kind: 'country', code };
  const category = categoryBySlug.get(tag);
  if (category) return { kind: 'category', category };
  return undefined;
}

/** Every tag an entry can carry, for the tests that prove none is ambiguous. */
export function allTags(): { countries: readonly string[]; categories: readonly string[] } {
  return { countries: [...countrySlugs.values()], categories: [...categoryBySlug.keys()] };
}
