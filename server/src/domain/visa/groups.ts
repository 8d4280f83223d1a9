import type { CountryCode } from '@common/country-codes';

// Nationality groups that several destinations' rules refer to. Each is a real treaty, union or
// published scheme, written once here; policies spread them into their rules. A group may
// contain the destination that uses it: the policy builder ignores a destination's own code.

type Group = readonly CountryCode[];

/** The group without some members (for a destination that treats them differently). */
export function without(group: Group, ...excluded: readonly CountryCode[]): CountryCode[] {
  return group.filter((code) => !excluded.includes(code));
}

/**
 * Every nationality in any of the groups, once: for rules that name overlapping groups on
 * purpose ("Commonwealth or SADC citizens"). Single lists stay duplicate-checked by the builder.
 */
export function union(...groups: readonly Group[]): CountryCode[] {
  return [...new Set(groups.flat())];
}

// ---------------------------------------------------------------------------------------------
// Europe

/** The 27 member states of the European Union. */
export const EU_MEMBERS = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const satisfies Group;

/** The EFTA states in the European Economic Area. */
export const EEA_EFTA_MEMBERS = ['IS', 'LI', 'NO'] as const satisfies Group;

/**
 * Citizens of these states move freely among them: the EU, the EEA and Switzerland (by the
 * EU–Swiss Agreement on the Free Movement of Persons).
 */
export const FREE_MOVEMENT_AREA = [
  ...EU_MEMBERS,
  ...EEA_EFTA_MEMBERS,
  'CH',
] as const satisfies Group;

/** Schengen members since Bulgaria and Romania joined fully on 1 January 2025 (not CY, IE). */
export const SCHENGEN_MEMBERS = without(FREE_MOVEMENT_AREA, 'CY', 'IE');

/** Microstates inside or beside the Schengen area with open borders to it. */
export const EUROPEAN_MICROSTATES = ['AD', 'MC', 'SM', 'VA'] as const satisfies Group;

/**
 * Annex II of Regulation (EU) 2018/1806 as amended: third countries whose nationals need no visa
 * for 90 days in any 180 in the Schengen area. Kosovo since 1 January 2024; Vanuatu suspended
 * (Council Implementing Regulation, 2024–2025); Nauru never concluded its agreement. ETIAS is
 * not yet in operation, so this is still plain visa-free travel.
 */
export const SCHENGEN_VISA_EXEMPT = [
  'AD',
  'AE',
  'AG',
  'AL',
  'AR',
  'AU',
  'BA',
  'BB',
  'BN',
  'BR',
  'BS',
  'CA',
  'CL',
  'CO',
  'CR',
  'DM',
  'FM',
  'GB',
  'GD',
  'GE',
  'GT',
  'HK',
  'HN',
  'IL',
  'JP',
  'KI',
  'KN',
  'KR',
  'LC',
  'MC',
  'MD',
  'ME',
  'MH',
  'MK',
  'MO',
  'MU',
  'MX',
  'MY',
  'NI',
  'NZ',
  'PA',
  'PE',
  'PW',
  'PY',
  'RS',
  'SB',
  'SC',
  'SG',
  'SM',
  'SV',
  'TL',
  'TO',
  'TT',
  'TV',
  'TW',
  'UA',
  'US',
  'UY',
  'VA',
  'VC',
  'VE',
  'WS',
  'XK',
] as const satisfies Group;

/** The Common Travel Area: Irish and British citizens live and travel freely in both. */
export const COMMON_TRAVEL_AREA = ['GB', 'IE'] as const satisfies Group;

/** The Nordic Passport Union. */
export const NORDIC_PASSPORT_UNION = ['DK', 'FI', 'IS', 'NO', 'SE'] as const satisfies Group;

/** The Western Balkans (Kosovo included). */
export const WESTERN_BALKANS = ['AL', 'BA', 'ME', 'MK', 'RS', 'XK'] as const satisfies Group;

/**
 * CIS states that keep mutual visa-free travel with each other (Russia's agreements with
 * Armenia, Azerbaijan, Belarus, Kazakhstan, Kyrgyzstan, Moldova, Tajikistan, Uzbekistan).
 */
export const CIS_VISA_FREE = [
  'AM',
  'AZ',
  'BY',
  'KG',
  'KZ',
  'MD',
  'RU',
  'TJ',
  'UZ',
] as const satisfies Group;

// ---------------------------------------------------------------------------------------------
// Electronic travel authorisation schemes (category `eta`)

/** The US Visa Waiver Program (ESTA): Israel from 2023, Qatar 2024, Romania 2025. */
export const US_VISA_WAIVER = [
  'AD',
  'AT',
  'AU',
  'BE',
  'BN',
  'CH',
  'CL',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IL',
  'IS',
  'IT',
  'JP',
  'KR',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'QA',
  'RO',
  'SE',
  'SG',
  'SI',
  'SK',
  'SM',
  'TW',
] as const satisfies Group;

/** Visa-exempt nationals who need a Canadian eTA to fly in. */
export const CANADA_ETA = [
  ...EU_MEMBERS,
  ...EEA_EFTA_MEMBERS,
  'CH',
  ...EUROPEAN_MICROSTATES,
  'AU',
  'BB',
  'BN',
  'BS',
  'CL',
  'GB',
  'HK',
  'IL',
  'JP',
  'KR',
  'NZ',
  'PG',
  'SB',
  'SG',
  'TW',
  'AE',
  'WS',
] as const satisfies Group;

/**
 * Nationals who may fly to Canada with an eTA if they held a Canadian visa in the last ten years
 * or hold a valid US non-immigrant visa (Mexico moved to this basis in February 2024).
 */
export const CANADA_ETA_CONDITIONAL = [
  'AG',
  'AR',
  'BR',
  'CR',
  'KN',
  'LC',
  'MA',
  'PA',
  'PH',
  'SC',
  'TH',
  'TT',
  'UY',
  'VC',
] as const satisfies Group;

/**
 * The UK's non-visa nationals, who since 2025 need an Electronic Travel Authorisation (Irish
 * citizens excepted: see COMMON_TRAVEL_AREA). Colombia (2022), Honduras (2023), Dominica,
 * Namibia, Timor-Leste, Vanuatu (2023–2024), Botswana and Trinidad and Tobago (2025) became visa
 * nationals.
 */
export const UK_ETA = [
  ...without(FREE_MOVEMENT_AREA, 'IE'),
  ...EUROPEAN_MICROSTATES,
  'AE',
  'AG',
  'AR',
  'AU',
  'BB',
  'BH',
  'BN',
  'BR',
  'BS',
  'BZ',
  'CA',
  'CL',
  'CR',
  'FM',
  'GD',
  'GT',
  'HK',
  'IL',
  'JO',
  'JP',
  'KI',
  'KN',
  'KR',
  'KW',
  'LC',
  'MH',
  'MO',
  'MU',
  'MV',
  'MX',
  'MY',
  'NI',
  'NR',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PG',
  'PW',
  'PY',
  'QA',
  'SA',
  'SB',
  'SC',
  'SG',
  'SV',
  'TO',
  'TV',
  'TW',
  'US',
  'UY',
  'VC',
  'WS',
] as const satisfies Group;

/** Australia's ETA (subclass 601) and eVisitor (subclass 651) nationalities. */
export const AUSTRALIA_ETA = [
  ...FREE_MOVEMENT_AREA,
  ...EUROPEAN_MICROSTATES,
  'BN',
  'CA',
  'GB',
  'HK',
  'JP',
  'KR',
  'MY',
  'SG',
  'TW',
  'US',
] as const satisfies Group;

/** New Zealand's visa-waiver countries (NZeTA required since 2019). */
export const NEW_ZEALAND_VISA_WAIVER = [
  ...FREE_MOVEMENT_AREA,
  ...EUROPEAN_MICROSTATES,
  'AE',
  'AR',
  'BH',
  'BN',
  'BR',
  'CA',
  'CL',
  'GB',
  'HK',
  'IL',
  'JP',
  'KR',
  'KW',
  'MO',
  'MU',
  'MX',
  'MY',
  'OM',
  'QA',
  'SA',
  'SC',
  'SG',
  'TW',
  'US',
  'UY',
] as const satisfies Group;

/** Korea's visa-exempt nationals for whom the K-ETA requirement is suspended (to end-2026). */
export const KOREA_K_ETA_SUSPENDED = [
  'AT',
  'AU',
  'BE',
  'CA',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'HK',
  'IT',
  'JP',
  'MO',
  'NL',
  'NO',
  'NZ',
  'PL',
  'SE',
  'SG',
  'TW',
  'US',
] as const satisfies Group;

// ---------------------------------------------------------------------------------------------
// The Middle East, Asia and the Pacific

/** The Gulf Cooperation Council: citizens travel between member states with an identity card. */
export const GCC = ['AE', 'BH', 'KW', 'OM', 'QA', 'SA'] as const satisfies Group;

/** ASEAN members, which exempt each other's citizens for 14–30 days (Timor-Leste joined 2025). */
export const ASEAN = [
  'BN',
  'ID',
  'KH',
  'LA',
  'MM',
  'MY',
  'PH',
  'SG',
  'TH',
  'VN',
] as const satisfies Group;

/** SAARC members. */
export const SAARC = ['AF', 'BD', 'BT', 'IN', 'LK', 'MV', 'NP', 'PK'] as const satisfies Group;

/** The Arab League (Syria included). */
export const ARAB_LEAGUE = [
  'AE',
  'BH',
  'DJ',
  'DZ',
  'EG',
  'IQ',
  'JO',
  'KM',
  'KW',
  'LB',
  'LY',
  'MA',
  'MR',
  'OM',
  'PS',
  'QA',
  'SA',
  'SD',
  'SO',
  'SY',
  'TN',
  'YE',
] as const satisfies Group;

/** Independent Pacific island states. */
export const PACIFIC_ISLANDS = [
  'FJ',
  'FM',
  'KI',
  'MH',
  'NR',
  'PG',
  'PW',
  'SB',
  'TO',
  'TV',
  'VU',
  'WS',
] as const satisfies Group;

/** The Compact of Free Association states and the US, which admit each other's citizens freely. */
export const COMPACT_OF_FREE_ASSOCIATION = ['FM', 'MH', 'PW', 'US'] as const satisfies Group;

// ---------------------------------------------------------------------------------------------
// The Americas

/** Mercosur states and associates (South American residence and travel agreements). */
export const SOUTH_AMERICA = [
  'AR',
  'BO',
  'BR',
  'CL',
  'CO',
  'EC',
  'GY',
  'PE',
  'PY',
  'SR',
  'UY',
  'VE',
] as const satisfies Group;

/** The Central America-4 Border Control Agreement: travel on an identity card. */
export const CA4 = ['GT', 'HN', 'NI', 'SV'] as const satisfies Group;

/** Central America (SICA members on the isthmus). */
export const CENTRAL_AMERICA = [...CA4, 'BZ', 'CR', 'PA'] as const satisfies Group;

/** The Pacific Alliance. */
export const PACIFIC_ALLIANCE = ['CL', 'CO', 'MX', 'PE'] as const satisfies Group;

/** Independent CARICOM members, which admit each other's citizens without a visa. */
export const CARICOM = [
  'AG',
  'BB',
  'BS',
  'BZ',
  'DM',
  'GD',
  'GY',
  'HT',
  'JM',
  'KN',
  'LC',
  'SR',
  'TT',
  'VC',
] as const satisfies Group;

/** Independent members of the Organisation of Eastern Caribbean States (free movement). */
export const OECS = ['AG', 'DM', 'GD', 'KN', 'LC', 'VC'] as const satisfies Group;

// ---------------------------------------------------------------------------------------------
// Africa

/** ECOWAS: 90 days without a visa for citizens of member states (Protocol A/P1/5/79). Mali,
 * Burkina Faso and Niger left in January 2025 but free movement with them was kept. */
export const ECOWAS = [
  'BF',
  'BJ',
  'CI',
  'CV',
  'GH',
  'GM',
  'GN',
  'GW',
  'LR',
  'ML',
  'NE',
  'NG',
  'SL',
  'SN',
  'TG',
] as const satisfies Group;

/** CEMAC: free movement of citizens since 2017. */
export const CEMAC = ['CF', 'CG', 'CM', 'GA', 'GQ', 'TD'] as const satisfies Group;

/** The East African Community. */
export const EAC = ['BI', 'CD', 'KE', 'RW', 'SO', 'SS', 'TZ', 'UG'] as const satisfies Group;

/** The Southern African Development Community. */
export const SADC = [
  'AO',
  'BW',
  'CD',
  'KM',
  'LS',
  'MG',
  'MU',
  'MW',
  'MZ',
  'NA',
  'SC',
  'SZ',
  'TZ',
  'ZA',
  'ZM',
  'ZW',
] as const satisfies Group;

/** The 54 African states of the African Union used by "all Africans" rules. */
export const AFRICAN_STATES = [
  'AO',
  'BF',
  'BI',
  'BJ',
  'BW',
  'CD',
  'CF',
  'CG',
  'CI',
  'CM',
  'CV',
  'DJ',
  'DZ',
  'EG',
  'ER',
  'ET',
  'GA',
  'GH',
  'GM',
  'GN',
  'GQ',
  'GW',
  'KE',
  'KM',
  'LR',
  'LS',
  'LY',
  'MA',
  'MG',
  'ML',
  'MR',
  'MU',
  'MW',
  'MZ',
  'NA',
  'NE',
  'NG',
  'RW',
  'SC',
  'SD',
  'SL',
  'SN',
  'SO',
  'SS',
  'ST',
  'SZ',
  'TD',
  'TG',
  'TN',
  'TZ',
  'UG',
  'ZA',
  'ZM',
  'ZW',
] as const satisfies Group;

/** Commonwealth of Nations members. */
export const COMMONWEALTH = [
  'AG',
  'AU',
  'BB',
  'BD',
  'BS',
  'BW',
  'BZ',
  'CA',
  'CM',
  'CY',
  'DM',
  'FJ',
  'GA',
  'GB',
  'GD',
  'GH',
  'GM',
  'GY',
  'IN',
  'JM',
  'KE',
  'KI',
  'KN',
  'LC',
  'LK',
  'LS',
  'MT',
  'MU',
  'MV',
  'MW',
  'MY',
  'MZ',
  'NA',
  'NG',
  'NR',
  'NZ',
  'PG',
  'PK',
  'RW',
  'SB',
  'SC',
  'SG',
  'SL',
  'SZ',
  'TG',
  'TO',
  'TT',
  'TV',
  'TZ',
  'UG',
  'VC',
  'VU',
  'WS',
  'ZA',
  'ZM',
] as const satisfies Group;

/**
 * Israel's visa-exempt nationals, who since 1 January 2025 need an ETA-IL. Entry to the
 * Palestinian territories is through Israeli-controlled crossings under the same rules.
 */
export const ISRAEL_ETA_IL = [
  ...FREE_MOVEMENT_AREA,
  ...EUROPEAN_MICROSTATES,
  'AL',
  'AR',
  'AU',
  'BA',
  'BB',
  'BR',
  'BS',
  'BW',
  'BY',
  'CA',
  'CF',
  'CL',
  'CO',
  'CR',
  'DM',
  'DO',
  'EC',
  'FJ',
  'FM',
  'GB',
  'GD',
  'GE',
  'GT',
  'GY',
  'HK',
  'HN',
  'HT',
  'JM',
  'JP',
  'KN',
  'KR',
  'LC',
  'LS',
  'MD',
  'ME',
  'MH',
  'MK',
  'MN',
  'MO',
  'MU',
  'MW',
  'MX',
  'NR',
  'NZ',
  'PA',
  'PE',
  'PG',
  'PH',
  'PW',
  'PY',
  'RS',
  'RU',
  'SB',
  'SG',
  'SR',
  'SV',
  'SZ',
  'TO',
  'TT',
  'UA',
  'US',
  'UY',
  'VC',
  'VU',
  'XK',
  'ZA',
] as const satisfies Group;

/**
 * States that refuse entry to holders of Israeli passports (no diplomatic relations and a
 * published ban); Maldives by its 2025 amendment to the Immigration Act.
 */
export const BARS_ISRAELI_PASSPORTS = [
  'BD',
  'BN',
  'DZ',
  'IQ',
  'IR',
  'KW',
  'LB',
  'LY',
  'MV',
  'MY',
  'PK',
  'SY',
  'YE',
] as const satisfies Group;
