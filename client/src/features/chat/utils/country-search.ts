// The country picker's search. cmdk's default fuzzy match lets 'zzzz' find Zambia and
// Zimbabwe; travellers type the start of a name, so names are matched by prefix or substring,
// ignoring case and accents ('peru' finds Perú), then by demonym or ISO code.

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** What cmdk needs to filter and rank one country: its name first, then other handles. */
export function countrySearchKeywords(country: {
  name: string;
  demonym: string;
  code: string;
}): string[] {
  return [country.name, country.demonym, country.code];
}

/**
 * cmdk's filter: 1 for a name that starts with the search, less for a later word or a substring
 * of the name, less again for a demonym or code; 0 hides the country.
 */
export function countryMatchScore(_value: string, search: string, keywords: string[] = []): number {
  const query = fold(search);
  if (query === '') return 1;
  const [name = '', ...others] = keywords.map(fold);
  if (name.startsWith(query)) return 1;
  if (name.split(/[\s\-'’(),]+/).some((word) => word.startsWith(query))) return 0.8;
  if (name.includes(query)) return 0.6;
  if (others.some((other) => other.startsWith(query))) return 0.4;
  return 0;
}
