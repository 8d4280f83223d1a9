// The country the trip panels and the itinerary ask cities for (product.md §4.1).

/** A country as the trip panels receive it: its ISO2 code and a display name. */
export type TripCountry = { code: string; name: string };

/**
 * The country as GET /api/cities/{country} takes it (product.md §4.1): the English name,
 * lowercased. `englishNames` is the English country list (GET /api/countries?lang=en); without an
 * entry the name the panel was given is used.
 */
export function cityListCountry(
  country: TripCountry,
  englishNames: readonly { code: string; name: string }[] | undefined,
): string {
  const english = englishNames?.find((entry) => entry.code === country.code)?.name;
  return (english ?? country.name).trim().toLowerCase();
}
