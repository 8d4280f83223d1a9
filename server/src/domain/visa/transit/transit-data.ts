// Who needs a visa to change planes, by the country of the airport. Authored for AlgoTrip from
// the pages in each list's `sources`; a list marked `partial` could not be confirmed entry by
// entry and must be checked before it is trusted.
import type { CountryCode } from '@common/country-codes';

export interface TransitList {
  readonly nationalities: readonly CountryCode[];
  readonly sources: readonly string[];
  readonly lastVerified: string;
  readonly partial?: boolean;
}

/** Visa Code (Regulation (EC) No 810/2009) Annex IV: an airport transit visa at every Schengen airport. */
export const SCHENGEN_ATV: TransitList = {
  nationalities: ['AF', 'BD', 'CD', 'ER', 'ET', 'GH', 'IR', 'IQ', 'NG', 'PK', 'SO', 'LK'],
  sources: [
    'https://visaguide.world/europe/schengen-visa/transit/',
    'https://schengenvisas.com/transit-schengen-visa',
    'https://exteriores.gob.es/Embajadas/daressalaam/es/Comunicacion/Noticias/Paginas/Articulos/20200117_NOT1.aspx',
  ],
  lastVerified: '2026-11-26',
};

/** Extra nationalities a single Schengen state asks for an airport transit visa (Article 3(2)). */
export const NATIONAL_ATV: Partial<Record<CountryCode, TransitList>> = {
  DE: {
    // Residence Ordinance (AufenthV) annex C; India was taken off in January 2026.
    nationalities: ['CU', 'JO', 'LB', 'ML', 'SD', 'SS', 'SY', 'TR'],
    sources: [
      'https://lexcada.com/akn/de/act/2004-11-25/AufenthV/deu/!page_113',
      'https://uk.diplo.de/uk-en/02/visa/application/airport-transit-visa/503188',
      'https://www.business-standard.com/amp/immigration/now-indian-passport-holders-can-transit-through-germany-without-a-visa-126011300900_1.html',
    ],
    lastVerified: '2026-11-26',
  },
  ES: {
    // Annex 7b of the Schengen visa handbook, as the Spanish consular service lists it; the
    // Palestinian Authority's passports are also listed.
    nationalities: [
      'CM',
      'CG',
      'CI',
      'CU',
      'DJ',
      'GM',
      'GN',
      'GW',
      'IN',
      'LR',
      'ML',
      'SL',
      'SY',
      'TG',
      'YE',
      'PS',
    ],
    sources: [
      'https://exteriores.gob.es/Embajadas/daressalaam/es/Comunicacion/Noticias/Paginas/Articulos/20200117_NOT1.aspx',
    ],
    lastVerified: '2026-11-26',
  },
  FR: {
    // The list service-public.fr gives for France (ordinary passports; Guinea's service passports
    // too). Russians need one only when arriving from certain airports, which a route of
    // countries cannot tell, so they are left out.
    nationalities: [
      'CM',
      'CF',
      'CG',
      'CI',
      'CU',
      'DO',
      'GN',
      'HT',
      'IN',
      'ML',
      'MR',
      'PH',
      'SN',
      'SL',
      'SD',
      'SS',
      'SY',
      'TD',
    ],
    sources: [
      'https://mesnilsurlestree.evreuxportesdenormandie.fr/2405-service-public.htm?idtf=2405&xml=F2672.xml&xsl=VDD10.xsl',
      'https://juriblio.fr/arretes/arrete-du-10-mai-2010/156453305/annexes/article-annexe-d',
    ],
    lastVerified: '2026-11-26',
  },
};

/**
 * The UK's direct airside transit visa (DATV) nationalities (Immigration (Passenger Transit Visa)
 * Order 2014, as amended). The pages read give the visa-national lists and the exemptions but
 * not which entries are marked DATV, so the list is `partial`: every entry is a visa national,
 * and each must still be checked against the Home Office's current list.
 */
export const UK_DATV: TransitList = {
  nationalities: [
    'AF',
    'AL',
    'DZ',
    'AO',
    'BD',
    'BY',
    'BI',
    'CM',
    'CN',
    'CO',
    'CG',
    'CD',
    'EC',
    'SV',
    'ER',
    'SZ',
    'ET',
    'GM',
    'GH',
    'GN',
    'GW',
    'HN',
    'IN',
    'IR',
    'IQ',
    'CI',
    'JM',
    'KE',
    'XK',
    'LB',
    'LS',
    'LR',
    'LY',
    'MW',
    'MD',
    'MN',
    'MM',
    'NP',
    'NI',
    'NG',
    'MK',
    'PK',
    'PS',
    'RW',
    'SN',
    'RS',
    'SL',
    'SO',
    'ZA',
    'SS',
    'LK',
    'SD',
    'SY',
    'TZ',
    'TT',
    'TR',
    'UG',
    'VE',
    'VN',
    'YE',
    'ZW',
  ],
  sources: [
    'https://docsbay.net/visa-and-direct-airside-transit-visa-datv-nationals',
    'http://www.ind.homeoffice.gov.uk/visas-immigration/transitthroughtheuk/visa-transit-airside/',
    'https://pdf4pro.com/view/uk-visa-requirements-5bbfeb.html',
    'https://gov.uk/government/world-location-news/are-you-intending-to-transit-via-the-uk',
  ],
  lastVerified: '2026-11-26',
  partial: true,
};

/** China's 240-hour visa-free transit (to a third country, through designated ports). */
export const CHINA_240H: TransitList = {
  nationalities: [
    // Schengen states in the scheme.
    'AT',
    'BE',
    'CZ',
    'DK',
    'EE',
    'FI',
    'FR',
    'DE',
    'GR',
    'HU',
    'IS',
    'IT',
    'LV',
    'LT',
    'LU',
    'MT',
    'NL',
    'NO',
    'PL',
    'PT',
    'SK',
    'SI',
    'ES',
    'SE',
    'CH',
    // Other European countries.
    'RU',
    'GB',
    'IE',
    'CY',
    'BG',
    'RO',
    'UA',
    'RS',
    'HR',
    'BA',
    'ME',
    'MK',
    'AL',
    'MC',
    'BY',
    // Americas, Oceania, Asia.
    'US',
    'CA',
    'BR',
    'MX',
    'AR',
    'CL',
    'AU',
    'NZ',
    'KR',
    'JP',
    'SG',
    'BN',
    'AE',
    'QA',
    'ID',
  ],
  sources: [
    'https://course.chinaculture.org/English/knowledge/3630',
    'https://www.inews.id/amp/news/internasional/hore-china-berlakukan-bebas-visa-10-hari-untuk-wni/2',
    'https://bigpandatours.com/?p=18032',
  ],
  lastVerified: '2026-11-26',
};

export const CHINA_TRANSIT_HOURS = { airside: 24, landside: 240 } as const;

/**
 * Hubs where changing planes airside needs no visa for anyone. The UAE and Singapore rules were
 * read in the pages below; Qatar, Türkiye and Hong Kong follow the general airside practice and
 * still need a page of their own.
 */
export const VISA_FREE_AIRSIDE_HUBS: readonly CountryCode[] = ['SG', 'AE', 'QA', 'TR', 'HK'];
export const HUB_SOURCES: readonly string[] = [
  'https://www.fragomen.com/insights/airport-transit-and-immigration-is-it-really-that-simple.html',
  'https://www.singaporevisa.ae/blog/singapore-transit-visa/',
];

/** Countries with no sterile transit: every passenger enters, so transit needs what entry needs. */
export const NO_AIRSIDE_TRANSIT: readonly CountryCode[] = ['US', 'CA'];
export const NO_AIRSIDE_SOURCES: readonly string[] = [
  'https://transitroamer.com/transit-visas/usa-transit-visa/',
  'https://www.nnuimmigration.com/c1-visa',
  'https://hollymelody.com/do-i-need-a-us-visa-to-transit-or-layover-through-an-american-airport',
];

/** Elsewhere: airside transit without a visa is the common practice (TWOV). */
export const DEFAULT_SOURCES: readonly string[] = [
  'https://www.fragomen.com/insights/airport-transit-and-immigration-is-it-really-that-simple.html',
];
export const GENERAL_LAST_VERIFIED = '2026-11-26';
