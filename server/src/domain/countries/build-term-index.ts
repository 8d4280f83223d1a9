import type { CountryCode } from '@common/country-codes';
import { normaliseTerm } from './normalise-term';

export type TermKind = 'code' | 'name' | 'alias' | 'demonym' | 'city';

/** One way of naming a country: its code, a name, an alias, a demonym, or a city in it. */
export type Term = { text: string; code: CountryCode; kind: TermKind };

/**
 * Terms that name more than one country, each settled by hand: the country it means, or null
 * when it stays ambiguous and resolves to nothing. Keys are compared normalised.
 */
export type SharedTerms = Readonly<Record<string, CountryCode | null>>;

/**
 * The normalised term → country map behind `resolveCountry`. Throws, listing every problem,
 * when a term names two countries without an entry in `shared`, or when an entry in `shared`
 * settles nothing (so the list never keeps stale decisions).
 */
export function buildTermIndex(
  terms: Iterable<Term>,
  shared: SharedTerms,
): Map<string, CountryCode> {
  const found = new Map<string, Map<CountryCode, Term>>();
  for (const term of terms) {
    const key = normaliseTerm(term.text);
    if (key === '') throw new Error(`Empty country term for ${term.code} (${term.kind})`);
    let byCode = found.get(key);
    if (!byCode) {
      byCode = new Map();
      found.set(key, byCode);
    }
    if (!byCode.has(term.code)) byCode.set(term.code, term);
  }

  const settled = new Map<string, CountryCode | null>();
  for (const [text, code] of Object.entries(shared)) settled.set(normaliseTerm(text), code);

  const problems: string[] = [];
  const index = new Map<string, CountryCode>();
  for (const [key, byCode] of found) {
    const codes = [...byCode.keys()];
    if (codes.length === 1 && codes[0] !== undefined) {
      if (settled.has(key)) problems.push(`"${key}" names only ${codes[0]}; drop it from shared`);
      index.set(key, codes[0]);
      continue;
    }
    if (!settled.has(key)) {
      const who = [...byCode.values()].map((term) => `${term.code} ${term.kind} "${term.text}"`);
      problems.push(`"${key}" names ${who.join(', ')}`);
      continue;
    }
    const choice = settled.get(key);
    if (choice === null || choice === undefined) continue;
    if (!byCode.has(choice))
      problems.push(`"${key}" is settled as ${choice}, which it does not name`);
    index.set(key, choice);
  }
  for (const key of settled.keys()) {
    if (!found.has(key)) problems.push(`"${key}" is in shared but no country uses it`);
  }
  if (problems.length > 0) {
    throw new Error(`Country terms in conflict:\n  ${problems.join('\n  ')}`);
  }
  return index;
}
