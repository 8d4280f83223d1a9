import type { CountryCode } from '@common/country-codes';

/**
 * The WHO list of countries with risk of yellow-fever transmission (International Travel and
 * Health, Annex 1), limited to the countries we list: French Guiana is a French region, and for
 * Trinidad and Tobago the risk is on Trinidad only. Checked against the WHO list as republished
 * by travel-health services and a US embassy notice.
 */
export const YELLOW_FEVER_RISK_COUNTRIES = [
  // Africa
  'AO',
  'BJ',
  'BF',
  'BI',
  'CM',
  'CF',
  'TD',
  'CG',
  'CI',
  'CD',
  'GQ',
  'ET',
  'GA',
  'GM',
  'GH',
  'GN',
  'GW',
  'KE',
  'LR',
  'ML',
  'MR',
  'NE',
  'NG',
  'SN',
  'SL',
  'SS',
  'SD',
  'TG',
  'UG',
  // The Americas
  'AR',
  'BO',
  'BR',
  'CO',
  'EC',
  'GY',
  'PA',
  'PY',
  'PE',
  'SR',
  'TT',
  'VE',
] as const satisfies readonly CountryCode[];

export const YELLOW_FEVER_RISK_SOURCES = [
  'http://tripprep.com/library/yellow-fever/events/yellow-fever-risk-list',
  'https://np.usembassy.gov/countries-with-high-risk-of-yellow-fever-and-polio/',
];

const RISK: ReadonlySet<string> = new Set(YELLOW_FEVER_RISK_COUNTRIES);

export function hasYellowFeverRisk(country: CountryCode): boolean {
  return RISK.has(country);
}
