import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@common/country-codes';
import { allTags, categoryTag, countryTag, parseTag, slugify } from './blog-tags';

describe('blog tags', () => {
  it('slugs the English short name', () => {
    expect(countryTag('JP')).toBe('japan');
    expect(countryTag('GB')).toBe('united-kingdom');
    expect(countryTag('US')).toBe('united-states');
    expect(countryTag('ST')).toBe('sao-tome-and-principe');
    expect(countryTag('GW')).toBe('guinea-bissau');
    expect(slugify("  Côte d'Ivoire ")).toBe('cote-d-ivoire');
  });

  it('names requirements with hyphens', () => {
    expect(categoryTag('visa_free')).toBe('visa-free');
    expect(categoryTag('e_visa')).toBe('e-visa');
    expect(categoryTag('freedom_of_movement')).toBe('freedom-of-movement');
  });

  it('gives every country its own tag, none shared with a requirement, all URL-safe', () => {
    const { countries, categories } = allTags();
    expect(new Set(countries).size).toBe(COUNTRY_CODES.length);
    for (const tag of categories) expect(countries).not.toContain(tag);
    for (const tag of [...countries, ...categories])
      expect(tag).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('reads every tag back to what it names', () => {
    for (const code of COUNTRY_CODES) {
      expect(parseTag(countryTag(code))).toEqual({ kind: 'country', code });
    }
    expect(parseTag('visa-on-arrival')).toEqual({ kind: 'category', category: 'visa_on_arrival' });
    expect(parseTag('atlantis')).toBeUndefined();
    expect(parseTag('visa_free')).toBeUndefined();
  });
});
