import { defineCondition, documentsOf, type VisaCondition } from './visa-condition';

const VERIFIED = '2026-11-26';

export const EUROPE_CONDITIONS: readonly VisaCondition[] = [
  defineCondition({
    destination: 'GE',
    documents: documentsOf(
      ['us', 'uk', 'schengen', 'ie', 'ca', 'jp', 'kr', 'au', 'nz', 'ae'],
      'visa',
      'residence',
    ),
    validity: ['valid_on_entry'],
    nationalities: 'all',
    outcome: { category: 'visa_free', days: 90 },
    sources: [
      'https://france.mfa.gov.ge/fr/pays-pouvant-entrer-en-georgie-sans-visa-dans-des-conditions-appropriees',
      'https://guideofgeorgia.org/category/safety/',
      'https://potifreezone.ge/visa-information',
    ],
    lastVerified: VERIFIED,
    note: 'Georgia’s list of about 50 issuers also names the other Gulf states and Israel, which have no code here. 90 days in any 180. Holders of Gulf residence permits report refusals.',
  }),
  defineCondition({
    destination: 'ME',
    documents: documentsOf(['schengen', 'us', 'uk', 'ie'], 'visa', 'residence'),
    validity: ['valid_for_stay'],
    nationalities: 'all',
    outcome: { category: 'visa_free', days: 30 },
    sources: [
      'http://ambasciatamontenegro.it/me/putovanje-u-crnu-goru-u-turisticke-svrhe-da-li-mi-treba-viza/',
      'https://nekretnine-crnagora.com/index.php/en/visa-requirements-property-montenegro',
    ],
    lastVerified: VERIFIED,
    note: 'Up to 30 days, and never past the visa’s expiry when it runs out sooner. Entry remains at the border officer’s discretion.',
  }),
  defineCondition({
    destination: 'AL',
    documents: [...documentsOf(['schengen', 'us', 'uk'], 'visa', 'residence')],
    validity: ['multiple_entry', 'used_before', 'valid_for_stay'],
    nationalities: 'all',
    outcome: { category: 'visa_free', days: 90 },
    sources: [
      'https://wiki-gateway.eudic.net/wikipedia_en/Visa_policy_of_Albania.html',
      'https://slidelegend.com/information-to-foreign-citizens-traveling-to-albania_5b094af98ead0e07388b45b9.html',
      'https://www.ecotouralbania.com/sq/shqiperia/info/kushtet-per-marrjen-e-vizave',
    ],
    lastVerified: VERIFIED,
    note: 'Visas must be multiple-entry and already used in the issuing country; residence permits (and US green cards) need only be valid. 90 days in 180.',
  }),
  defineCondition({
    destination: 'RS',
    documents: documentsOf(['schengen', 'uk', 'us'], 'visa', 'residence'),
    validity: ['valid_for_stay'],
    nationalities: 'all',
    outcome: { category: 'visa_free', days: 90 },
    sources: [
      'http://www.chicago.mfa.gov.rs/odrzavanje/stampa.php?id=1415395244&archive=',
      'http://www.stuttgart.mfa.gov.rs/odrzavanje/stampa.php?id=1348565352&archive=',
      'http://tripandsleephostels.com/2017/02/01/visa-free-entry-serbia/',
    ],
    lastVerified: VERIFIED,
    note: 'Since 8 November 2014: visas and residence permits of Schengen and other EU states, the United Kingdom and the United States; up to 90 days in six months, with the visa valid throughout. Not for refugee or alien travel documents.',
  }),
  defineCondition({
    destination: 'MK',
    documents: documentsOf(['schengen'], 'visa', 'residence'),
    validity: ['multiple_entry', 'valid_for_stay'],
    nationalities: 'all',
    outcome: { category: 'visa_free', days: 15 },
    sources: [
      'https://en.wikipedia.org/wiki/Visa_policy_of_North_Macedonia',
      'http://saem2014.feit.ukim.edu.mk/Visa.html',
      'https://optiontrip.com/visa-requirements-for-entering-the-republic-of-north-macedonia-in-2024',
    ],
    lastVerified: VERIFIED,
    note: 'A multiple-entry Schengen C visa valid at least five days beyond the stay, or an EU or Schengen residence permit: 15 days per entry, 90 in 180. The same for US, UK and Canadian visas was a temporary decision in force until 31 December 2025 (mfa.gov.mk); it is left out until a renewal is found.',
  }),
  defineCondition({
    destination: 'BA',
    documents: documentsOf(['schengen', 'us'], 'visa', 'residence'),
    validity: ['multiple_entry', 'valid_on_entry'],
    nationalities: 'all',
    except: ['XK'],
    outcome: { category: 'visa_free', days: 30 },
    sources: [
      'https://rf-bih.ru/en/schengen/',
      'https://wikimili.com/en/Visa_policy_of_Bosnia_and_Herzegovina',
      'http://nasatv.ba/liberalniji-vizni-rezim-bih-turiste-gospodarstvenike/',
    ],
    lastVerified: VERIFIED,
    note: 'A multiple-entry visa or residence permit of a Schengen or EU state or the United States: at most 30 days at a time and 90 in 180, after the border police’s check. Not for Kosovo passports.',
  }),
];
