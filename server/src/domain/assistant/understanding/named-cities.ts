import type { Language } from '@common/constants';
import type { CountryCode } from '@common/country-codes';
import { PLANNER_CITIES, type TripCity } from '@common/trip';
import { CITIES } from '../../countries/cities';
import { getCountry } from '../../countries/countries';
import { normaliseTerm } from '../../countries/normalise-term';

/** Finds a city of that name in a country (the geography's lookup). */
export type FindCity = (
  name: string,
  country: CountryCode,
) => { name: string; country: string; airport: string } | undefined;

const LANGUAGES: readonly Language[] = ['en', 'es', 'zh'];
/** At most this many destination cities fit the planner after the departure. */
const MOST_STOPS = PLANNER_CITIES.max - 1;
/** A run of capitalised words: "Tokyo", "Rio de Janeiro", "San Sebastián". */
const CAPITALISED_RUN =
  /\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|del|la|el|do|da|am|upon|on)\s+)?\p{Lu}[\p{L}'’-]*){0,3}/gu;
const HAN = /\p{Script=Han}/u;

/** A city the message names: the city found, and the name as the traveller wrote it. */
export type NamedCity = { city: TripCity; said: string };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each destination's known city names (countries/cities.ts) in every language, longest first,
 * as patterns: built once per country, as every turn of a trip asks again. */
const knownPatterns = new Map<CountryCode, { name: string; pattern: RegExp }[]>();

function patternsOf(destination: CountryCode): { name: string; pattern: RegExp }[] {
  let patterns = knownPatterns.get(destination);
  if (!patterns) {
    patterns = CITIES.filter((city) => city.code === destination)
      .flatMap((city) => [city.en, city.es, city.zh, ...(city.also ?? [])])
      .sort((a, b) => b.length - a.length)
      .map((name) => ({
        name,
        pattern: HAN.test(name)
          ? new RegExp(escape(name), 'gu')
          : new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, 'giu'),
      }));
    knownPatterns.set(destination, patterns);
  }
  return patterns;
}

/** Known names anywhere in the message, in any letter case ("tokyo", "Tokio", "东京"). */
function knownMentions(message: string, destination: CountryCode): { at: number; name: string }[] {
  const found: { at: number; name: string }[] = [];
  // matchAll runs on a copy of the pattern, so the shared one keeps no state between calls.
  for (const { name, pattern } of patternsOf(destination)) {
    for (const match of message.matchAll(pattern)) found.push({ at: match.index, name });
  }
  return found;
}

/** The destination's own name in every language, normalised, once per country. */
const countryNamesOf = new Map<CountryCode, ReadonlySet<string>>();

function countryNames(destination: CountryCode): ReadonlySet<string> {
  let names = countryNamesOf.get(destination);
  if (!names) {
    names = new Set(
      LANGUAGES.map((language) => normaliseTerm(getCountry(destination, language).name)),
    );
    countryNamesOf.set(destination, names);
  }
  return names;
}

/** Capitalised names the table does not know ("Hakone", "Nara"), found by the geography. */
function capitalisedMentions(message: string, destination: CountryCode) {
  const ownNames = countryNames(destination);
  const found: { at: number; name: string }[] = [];
  for (const match of message.matchAll(CAPITALISED_RUN)) {
    const words = match[0].split(/\s+/);
    // "I Tokyo" or "Visit Kyoto": the longest tail of the run that is not the country's name.
    for (let start = 0; start < words.length; start++) {
      const name = words.slice(start).join(' ');
      if (ownNames.has(normaliseTerm(name))) break;
      const offset = match[0].indexOf(name);
      found.push({ at: match.index + offset, name });
    }
  }
  return found;
}

/**
 * The cities of the destination a message names, in the order it names them ("Tokyo, Kyoto and
 * Osaka", "Tokio, Kioto y Osaka", "东京、京都和大阪"), at most the planner's number of stops.
 * A name counts only when the geography finds a city of that name in the destination country:
 * known names in any case and language, other names only when capitalised.
 */
export function namedCities(
  message: string,
  destination: CountryCode,
  findCity: FindCity,
): NamedCity[] {
  const mentions = [
    ...knownMentions(message, destination),
    ...capitalisedMentions(message, destination),
  ].sort((a, b) => a.at - b.at || b.name.length - a.name.length);
  const found: NamedCity[] = [];
  let coveredTo = -1;
  for (const mention of mentions) {
    if (mention.at < coveredTo) continue;
    const city = findCity(mention.name, destination);
    if (!city || city.country !== destination) continue;
    coveredTo = mention.at + mention.name.length;
    if (found.some((other) => other.city.name === city.name)) continue;
    found.push({
      city: { name: city.name, country: city.country, airport: city.airport },
      said: message.slice(mention.at, coveredTo),
    });
  }
  return found.slice(0, MOST_STOPS);
}

/** A question ("Is Tokyo safer than Osaka?", "¿…?", "…吗？") names cities without choosing them. */
export function asksAQuestion(message: string): boolean {
  const text = message.trim();
  return /[?？]$|^¿/.test(text) || /[吗呢][。！]?$/.test(text);
}
