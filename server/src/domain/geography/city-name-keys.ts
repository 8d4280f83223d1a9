import { normaliseTerm } from '../countries/normalise-term';

/**
 * The keys a city is found by: its name compared like country terms (no case, accents or
 * punctuation), and a shorter form without a trailing "City" or a ", region" part, because
 * travellers and OurAirports write "New York", "Kuwait" and "Washington" for "New York
 * City", "Kuwait City" and "Washington, D.C.".
 */
export function cityNameKeys(name: string): string[] {
  const full = normaliseTerm(name);
  // Most names have no short form; skip the second normalisation for them (135k at start).
  if (!name.includes(',') && !/city$/i.test(name)) return [full];
  const short = normaliseTerm(name.split(',')[0] ?? name).replace(/ city$/, '');
  return short === full || short === '' ? [full] : [full, short];
}
