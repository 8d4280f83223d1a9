import type { CountryCode } from '@common/country-codes';
import { BR, CA, MX, US } from './destinations-americas';
import { EAST_ASIA_DESTINATIONS } from './destinations-east-asia';
import { GB, IE, RU, TR } from './destinations-europe';
import { MIDDLE_EAST_AFRICA_DESTINATIONS } from './destinations-middle-east-africa';
import { SCHENGEN_DESTINATIONS } from './destinations-schengen';
import { SOUTH_ASIA_PACIFIC_DESTINATIONS } from './destinations-south-asia-pacific';
import type { DestinationVisaData } from './visa-info-data';

// The 40 most visited destinations (international arrivals), with detailed visa information.
// Every other destination gets the generic information of its requirement category.

const ALL: readonly DestinationVisaData[] = [
  US,
  CA,
  MX,
  BR,
  GB,
  IE,
  TR,
  RU,
  ...SCHENGEN_DESTINATIONS,
  ...EAST_ASIA_DESTINATIONS,
  ...SOUTH_ASIA_PACIFIC_DESTINATIONS,
  ...MIDDLE_EAST_AFRICA_DESTINATIONS,
];

export const DETAILED_DESTINATIONS: ReadonlyMap<CountryCode, DestinationVisaData> = new Map(
  ALL.map((data) => [data.code, data]),
);

export function detailedVisaData(destination: CountryCode): DestinationVisaData | undefined {
  return DETAILED_DESTINATIONS.get(destination);
}
