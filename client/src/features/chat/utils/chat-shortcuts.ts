import type { SIDEBAR_POPULAR_DESTINATIONS, QUICK_COUNTRY_BUTTONS } from '@common/constants';

// The example questions (product.md §3.1), in a fixed order. The desktop sidebar shows the
// first 4 under Quick Start; the mobile panel shows all 16.
export const EXAMPLE_QUERY_KEYS = [
  'chat.examples.japanVisa',
  'chat.examples.ukStudentVisa',
  'chat.examples.australiaFlights',
  'chat.examples.canadaVisa',
  'chat.examples.usVisa',
  'chat.examples.usVisaFree',
  'chat.examples.thailandRequirements',
  'chat.examples.germanyWorkVisa',
  'chat.examples.southKoreaTouristVisa',
  'chat.examples.franceStay',
  'chat.examples.newZealandFlights',
  'chat.examples.singaporeDocuments',
  'chat.examples.chinaBusinessVisa',
  'chat.examples.italyStudentVisa',
  'chat.examples.uaeTouristVisa',
  'chat.examples.spainTourist',
] as const;

export const QUICK_START_EXAMPLE_COUNT = 4;

/** The sidebar's two examples (product.md §3.1). */
export const SIDEBAR_EXAMPLE_KEYS = [
  'chat.examples.ukStudentVisa',
  'chat.examples.australiaFlights',
] as const;

type ShortcutCountry =
  (typeof SIDEBAR_POPULAR_DESTINATIONS)[number] | (typeof QUICK_COUNTRY_BUTTONS)[number];

/** The short names the sidebar and the quick buttons show (USA and UK, product.md §3.1). */
export function shortcutCountryKey(code: ShortcutCountry) {
  return `chat.countries.${code}` as const;
}
