import { describe, expect, it } from 'vitest';
import { UPPERCASE_COUNTRY_NAMES, isUnitedStates, normaliseCountryName } from './country-name';

describe('normaliseCountryName', () => {
  it('keeps the specified abbreviations in capitals', () => {
    expect(UPPERCASE_COUNTRY_NAMES).toEqual(['USA', 'UK', 'UAE', 'DRC', 'CAR']);
  });

  it.each([
    ['usa', 'USA'],
    ['USA', 'USA'],
    ['Usa', 'USA'],
    ['uk', 'UK'],
    ['Uk', 'UK'],
    ['uae', 'UAE'],
    ['drc', 'DRC'],
    ['car', 'CAR'],
    ['  usa  ', 'USA'],
  ])('writes the abbreviation %j as %j', (input, expected) => {
    expect(normaliseCountryName(input)).toBe(expected);
  });

  it.each([
    ['france', 'France'],
    ['FRANCE', 'France'],
    ['united states', 'United States'],
    ['new zealand', 'New Zealand'],
    ['united kingdom', 'United Kingdom'],
    ['united arab emirates', 'United Arab Emirates'],
    ['bosnia and herzegovina', 'Bosnia and Herzegovina'],
    ['trinidad and tobago', 'Trinidad and Tobago'],
    ['united states of america', 'United States of America'],
    ['saint vincent and the grenadines', 'Saint Vincent and the Grenadines'],
    ['democratic republic of the congo', 'Democratic Republic of the Congo'],
    ['the bahamas', 'The Bahamas'],
    ['guinea-bissau', 'Guinea-Bissau'],
    ['timor-leste', 'Timor-Leste'],
    ["côte d'ivoire", "Côte d'Ivoire"],
    ['são tomé and príncipe', 'São Tomé and Príncipe'],
    ['  south   africa ', 'South Africa'],
    ['usa today', 'Usa Today'],
    ['', ''],
  ])('capitalises %j as %j', (input, expected) => {
    expect(normaliseCountryName(input)).toBe(expected);
  });
});

describe('isUnitedStates', () => {
  it.each([
    ['USA', true],
    ['usa', true],
    ['US', true],
    ['U.S.', true],
    ['U.S.A.', true],
    ['united states', true],
    ['United States of America', true],
    ['the United States', true],
    [' united  states ', true],
    ['UK', false],
    ['United Kingdom', false],
    ['United Arab Emirates', false],
    ['Australia', false],
    ['', false],
  ])('%j is the United States: %s', (name, expected) => {
    expect(isUnitedStates(name)).toBe(expected);
  });
});
