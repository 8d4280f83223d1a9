import type { City } from '@common/contracts/geography';
import { CITIES } from '../countries/cities';
import type { Geography } from './geography';

/**
 * The Spanish and Chinese names of the cities AlgoTrip knows in three languages (every capital
 * and the big tourist and business cities, countries/cities.ts), keyed by the city the geography
 * finds for them, so a picker can show and search "Roma" and "罗马" for Rome.
 */
export function withLocalCityNames(geography: Pick<Geography, 'findCity'>): (city: City) => City {
  const names = new Map<string, NonNullable<City['names']>>();
  for (const known of CITIES) {
    const city = geography.findCity(known.en, known.code);
    if (!city) continue;
    const key = `${city.country}|${city.name}`;
    if (!names.has(key)) names.set(key, { es: known.es, zh: known.zh });
  }
  return (city) => {
    const local = names.get(`${city.country}|${city.name}`);
    return local ? { ...city, names: local } : city;
  };
}
