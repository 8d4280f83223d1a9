/**
 * Hubs the rule (the larger airport by OurAirports' size class, then "International" in the
 * name, then the nearest) gets wrong: several airports serving the city are large, and the one
 * nearer the centre or with "International" in its name is the smaller hub. OurAirports has no
 * traffic figures to tell them apart, so they are named here, checked by hand for the world's
 * largest cities.
 */
export const MAIN_AIRPORTS: ReadonlySet<string> = new Set([
  'BKK', // Bangkok, not Don Mueang
  'ICN', // Seoul, not Gimpo
  'IKA', // Tehran, not Mehrabad
  'IST', // Istanbul, not Sabiha Gökçen
  'JFK', // New York City, not Newark (nearer the GeoNames point)
  'KIX', // Osaka, not Itami (Osaka International)
  'ORD', // Chicago, not Midway
  'PVG', // Shanghai, not Hongqiao
  'SJO', // San José (Costa Rica), not Tobías Bolaños
]);
