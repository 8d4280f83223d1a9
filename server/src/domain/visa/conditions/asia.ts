import { defineCondition, documentsOf, type VisaCondition } from './visa-condition';

const VERIFIED = '2026-11-26';

const TAIWAN_SOURCES = [
  'https://www.meettaiwan.com/en/travel-authorization-certificate/menu/info.html',
  'https://niaspeedy.immigration.gov.tw/nia_southeast/languageAction!confirm',
  'http://www.boca.gov.tw/ct.asp?xItem=6464&ctNode=868&mp=2',
];

export const ASIA_CONDITIONS: readonly VisaCondition[] = [
  defineCondition({
    destination: 'AE',
    documents: ['us_visa', 'us_residence', 'uk_residence', 'schengen_residence'],
    validity: ['six_months_left'],
    nationalities: ['IN'],
    outcome: { category: 'visa_on_arrival', days: 14 },
    sources: [
      'https://u.ae/en/information-and-services/visa-and-emirates-id/do-you-need-an-entry-permit-or-a-visa-to-enter-the-uae',
    ],
    lastVerified: VERIFIED,
    note: 'Indians need an e-visa unless they hold a US visa or green card, or a UK or EU residence permit, with at least six months left: then a 14-day visa on arrival. Other Indians apply online before travelling.',
  }),
  defineCondition({
    destination: 'PH',
    documents: documentsOf(['us', 'jp', 'au', 'ca', 'schengen', 'sg', 'uk'], 'visa', 'residence'),
    validity: ['valid_on_entry'],
    nationalities: ['IN'],
    outcome: { category: 'visa_free', days: 30 },
    sources: [
      'https://www.ndtv.com/india-news/philippines-is-now-visa-free-for-indian-passport-holders-see-details-8522206',
      'https://www.indiatoday.in/information/story/philippines-grants-visa-free-entry-to-indian-nationals-key-details-and-guidelines-2734444-2025-06-02',
      'https://www.traveldailymedia.com/philippines-grants-a-14-day-visa-free-entry-for-indians-with-valid-ajacssuk-visa-or-prp/',
    ],
    lastVerified: VERIFIED,
    note: 'Since May 2025 every Indian tourist gets 14 days; with a valid US, Japanese, Australian, Canadian, Schengen, Singapore or UK visa or permanent residence (“AJACSSUK”) the stay is 30 days. Tourism only.',
  }),
  defineCondition({
    destination: 'TW',
    documents: documentsOf(
      ['us', 'ca', 'uk', 'schengen', 'nz', 'au', 'jp', 'kr'],
      'visa',
      'residence',
    ),
    validity: ['valid_on_entry'],
    nationalities: ['IN', 'ID', 'MM', 'KH', 'LA'],
    outcome: { category: 'eta' },
    sources: TAIWAN_SOURCES,
    lastVerified: VERIFIED,
    note: 'The Travel Authorization Certificate, applied for online, allows 30 days. A visa or residence permit that expired less than 10 years before arrival also qualifies; Japanese and Korean visas need proof of an earlier entry. Never employed in Taiwan as a migrant worker.',
  }),
  defineCondition({
    destination: 'TW',
    documents: documentsOf(['us', 'ca', 'uk', 'schengen', 'nz', 'au'], 'visa', 'residence'),
    validity: ['valid_on_entry'],
    nationalities: ['VN'],
    outcome: { category: 'eta' },
    sources: TAIWAN_SOURCES,
    lastVerified: VERIFIED,
    note: 'As for the other Travel Authorization Certificate nationalities, but since 14 September 2023 Vietnamese citizens cannot qualify with a Japanese or Korean document.',
  }),
];
