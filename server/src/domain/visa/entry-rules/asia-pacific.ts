import {
  daysAfterDeparture,
  daysAtEntry,
  monthsAfterDeparture,
  monthsAtEntry,
  rules,
  STAY,
  YF_FROM_RISK,
  YF_NONE,
} from './build';
import type { EntryRule } from './schema';

const THAILAND_SOURCES = [
  'https://legalclarity.org/passport-requirements-for-entering-thailand',
  'https://blog.airpaz.com/en/thailand-entry-requirements/',
];
const INDIA_YELLOW_FEVER_SOURCES = [
  'https://relief.unboundmedicine.com/relief/view/cdc-yellow-book/204298/all/India',
  'https://www.indianvisagov.in/news/-why-travelers-must-carry-yellow-fever-vaccination-card-in-india',
];
const JAPAN_SOURCES = [
  'https://gov.uk/foreign-travel-advice/japan/entry-requirements',
  'https://legalclarity.org/japan-passport-requirements-validity-and-entry-rules',
];
// The Immigration Act asks only for a valid passport; the six months some travel sites quote is
// an airline habit and the consulates' rule for visa applications, not an entry condition.
const SOUTH_KOREA_SOURCES = [
  'https://visaforkorea.mn/en/entry-regulations',
  'https://english.gg.go.kr/blog/faq/4524',
  'https://lovinkorea.com/prep-travel-guide-plan-ahead-valid-passport/',
];
// The visa route and the UK advice ask six months and two blank pages; the 30-day visa waiver's
// own FAQ asks only a passport valid for the stay, so the stricter rule is the one stated.
const CHINA_SOURCES = [
  'https://ikkyinchina.com/china-tube/china-entry-requirements-what-you-need-to-know/',
  'https://chinatravelask.com/9/1a2290a6-afcc-4ef1-b3f8-68f5ba29c665.html',
  'https://waytoeast.com/questions/visa-entry/how-long-must-my-passport-be-valid-for-china',
  'https://relief.unboundmedicine.com/relief/view/cdc-yellow-book/204246/all/China',
];
const SINGAPORE_SOURCES = [
  'https://www.ica.gov.sg/enter-transit-depart/entering-singapore',
  'https://www.ica.gov.sg/enteringanddeparting/entry_requirements',
];
const VIETNAM_SOURCES = [
  'https://www.bal.com/bal-news/vietnam-strictly-enforcing-6-month-passport-rule/',
  'http://aws-cdn.worldtravelguide.net/vietnam/health',
];
const INDONESIA_SOURCES = [
  'https://thelondonweekly.net/world-news/7372-foreign-office-issues-fresh-warning-for-brits-traveling-to-popular-destination',
  'https://www.jcc.co.id/discovery-indonesia/visa.html',
  'https://socialexpat.net/visiting-bali-soon-6-months-passport-validity-is-now-required-to-enter-indonesia',
];
const MALAYSIA_SOURCES = [
  'http://www.reliancesightseeing.com/en/entry-requirements-malaysia',
  'http://aprc33.moa.gov.my/index.php/logistic/departure',
];
// The Biosecurity determination asks the certificate of travellers who were in a listed country
// in the six days before arrival.
const AUSTRALIA_SOURCES = [
  'https://legislation.gov.au/F2016L00811/asmade/2016-05-19/text/original/epub/OEBPS/document_1/document_1.html',
  'https://www.monde-du-voyage.com/en/australia/entry-requirements',
  'https://www.iseegp.com.au/health-digest/can-i-enter-australia-without-yellow-fever-vaccination-certificate/',
];
// Six months at entry for the visa exemption; Japan's and the United States' citizens have
// shorter rules that the general one does not describe.
const TAIWAN_SOURCES = [
  'https://indico4.twgrid.org/event/25/page/43-visa',
  'http://taiwan.doingbusinessguide.co.uk/the-guide/getting-here-and-advice-about-your-stay/',
  'https://www.monde-du-voyage.com/en/taiwan/entry-requirements',
];
const HONG_KONG_SOURCES = [
  'https://www.discoverhongkong.com/nz/plan-your-trip/traveller-info/immigration-and-customs/immigration.jsp',
  'https://iiab.me/kiwix/content/wikipedia_en_top_maxi_2022-11/A/Visa_policy_of_Hong_Kong',
  'https://relief.unboundmedicine.com/relief/view/cdc-yellow-book/204246/all/China',
];
// The embassy lists the South American countries whose travellers must show the certificate.
const SRI_LANKA_SOURCES = [
  'https://dev.tikalanka.com/essential-information/sri-lanka/passports-visas',
  'https://travelbans.org/en/asia/sri-lanka/full-restrictions',
  'https://brazil.embassy.gov.lk/?page_id=402',
];
const NEPAL_SOURCES = [
  'https://qa.nepalembassy.gov.np/faqs/',
  'https://lodestartravelguide.com/nepal-travel-information/visa-requirements-for-nepal',
  'https://www.tmb.ie/destinations/vaccinations-for-nepal',
];
const CAMBODIA_SOURCES = [
  'http://en.wikipedia.org/wiki/Visa_policy_of_Cambodia',
  'https://www.viaggigiovani.it/viaggi/cambogia',
  'http://www.lydl.net/entryexit/5469.html',
];
// Administrative Regulation 38/2021: the passport must outlast the intended stay by 90 days.
const MACAO_SOURCES = [
  'https://macaudailytimes.com.mo/immigration-followed-law-refusing-entry-of-portuguese-national.html',
  'https://www.iexplore.com/articles/travel-guides/far-east/china/macau/visas-and-vaccinations',
  'https://relief.unboundmedicine.com/relief/view/cdc-yellow-book/204246/all/China',
];
const LAOS_SOURCES = [
  'https://www.private-vietnam-tours.com/laos/laos-travel-guides/passports-and-visas.php',
  'http://laostoursexpert.com/passport-visa/',
  'https://www.asia-tours-direct.com/Country-Travel-Info-Detail/Laos/Laos-health.html',
];
const FIJI_SOURCES = [
  'https://www.traveligo.com/travel/australia-and-pacific-ocean/fiji/passport-visa',
  'http://spottech.site/trip/fiji-travel-documents',
  'https://legalclarity.org/fiji-vaccine-requirements-and-entry-rules-for-travelers',
];
const BRUNEI_SOURCES = [
  'https://travelbans.org/en/asia/brunei/full-restrictions',
  'https://worldtravelguide.net/guides/asia/brunei/health',
  'https://www.travmed.com/pages/brunei-darussalam',
];
// The health ministry asks the certificate of travellers from yellow-fever countries.
const BHUTAN_SOURCES = [
  'http://www.bhutanraewatravels.com/?page_id=72',
  'https://www.temamatkat.fi/ennen-matkaa/passi-viisumi-ja-maahantulovaatimukset/bhutan',
  'http://www.health.gov.bt/yellow-fever-vaccination-certifcate-requirement-for-people-traveling-to-and-from-yellow-fever-affected-countries/',
];
// Six months counted on the day of arrival, not after leaving.
const PALAU_SOURCES = [
  'http://www.traveldocs.com/index.php?page=Palau-Business-popup',
  'https://db0nus869y26v.cloudfront.net/en/Visa_policy_of_Palau',
  'http://lanmeiairlines.com/article/content/201709/67/1.html',
];
const TONGA_SOURCES = [
  'https://www.monde-du-voyage.com/en/tonga/entry-requirements',
  'https://www.travelvisapro.com/visa/tonga',
  'http://www.commonwealthofnations.org/sectors-tonga/travel/essentials/',
  'https://touringbuddy.com/visa-requirements-us-passport-holders-%E2%80%93-tonga-kingdom-tonga/',
];
const VANUATU_SOURCES = [
  'https://thecommonwealth.org/our-member-countries/vanuatu/travel',
  'https://local-screen.com/visas-in-vanuatu/',
  'https://www.monde-du-voyage.com/en/vanuatu/entry-requirements',
];
// The US embassy in Dili counts the six months beyond the day of departure.
const TIMOR_LESTE_SOURCES = [
  'https://tl.usembassy.gov/u-s-citizen-services/travel-timore-leste/',
  'http://headcity.com/headout/southeast-asia/timor-leste.html',
  'https://www.monde-du-voyage.com/en/east-timor/entry-requirements',
];
const MARSHALL_ISLANDS_SOURCES = [
  'https://worldnextstep.com/marshall-islands-tourist-visa',
  'https://en.wikipedia.org/wiki/Visa_policy_of_the_Marshall_Islands',
  'https://www.monde-du-voyage.com/en/iles-marshall/entry-requirements',
];
// The government's own meeting page counts the six months from the planned date of entry.
const SOLOMON_ISLANDS_SOURCES = [
  'https://piflm54.sig.gov.sb/index.php/participants/immigration',
  'https://hesaidgo.org/en/travel-advisory/view?id=167',
  'http://comparetravelmarket.co.uk/blog/oceania/solomon-islands/',
];
// The FSM Visitors Board asks 120 days of validity beyond the date of entry; no vaccination is
// asked at entry.
const MICRONESIA_SOURCES = [
  'https://en.wikipedia.org/wiki/Visa_policy_of_Micronesia',
  'https://wpvs.com/international_info/countries/country.asp?CID=118&LETTER=M',
  'http://www.iexplore.com/articles/travel-guides/australia-and-south-pacific/federated-states-of-micronesia/visas-and-vaccinations',
];
// Older embassy pages count the six months beyond the stay; the Department of Foreign Affairs'
// 2023 guidelines count them at entry, which is followed here.
const PHILIPPINES_SOURCES = [
  'https://guangzhoupcg.dfa.gov.ph/en/consular-services/visa-services/updated-travel-advisory-english',
  'http://www.manilatimes.net/no-yellow-fever-risk-in-ph-but-vaccination-required-for-some/284227/',
];

export const ASIA_PACIFIC_ENTRY_RULES: EntryRule[] = [
  ...rules(['TH'], monthsAtEntry(6), YF_FROM_RISK, { sources: THAILAND_SOURCES }),
  ...rules(['IN'], monthsAtEntry(6), YF_FROM_RISK, { sources: INDIA_YELLOW_FEVER_SOURCES }),
  ...rules(['JP'], STAY, YF_NONE, { blankPages: 1, sources: JAPAN_SOURCES }),
  ...rules(['KR'], STAY, YF_NONE, { sources: SOUTH_KOREA_SOURCES }),
  ...rules(['CN'], monthsAtEntry(6), YF_FROM_RISK, { blankPages: 2, sources: CHINA_SOURCES }),
  ...rules(['SG'], monthsAtEntry(6), YF_FROM_RISK, { sources: SINGAPORE_SOURCES }),
  ...rules(['VN'], monthsAtEntry(6), YF_FROM_RISK, { sources: VIETNAM_SOURCES }),
  ...rules(['ID'], monthsAtEntry(6), YF_FROM_RISK, { blankPages: 2, sources: INDONESIA_SOURCES }),
  ...rules(['MY'], monthsAtEntry(6), YF_FROM_RISK, { sources: MALAYSIA_SOURCES }),
  ...rules(['PH'], monthsAtEntry(6), YF_FROM_RISK, { sources: PHILIPPINES_SOURCES }),
  ...rules(['AU'], STAY, YF_FROM_RISK, { sources: AUSTRALIA_SOURCES }),
  ...rules(['TW'], monthsAtEntry(6), YF_NONE, { sources: TAIWAN_SOURCES }),
  ...rules(['HK'], monthsAfterDeparture(1), YF_NONE, { sources: HONG_KONG_SOURCES }),
  ...rules(['LK'], monthsAtEntry(6), YF_FROM_RISK, { sources: SRI_LANKA_SOURCES }),
  ...rules(['NP'], monthsAtEntry(6), YF_FROM_RISK, { sources: NEPAL_SOURCES }),
  ...rules(['KH'], monthsAtEntry(6), YF_FROM_RISK, { blankPages: 1, sources: CAMBODIA_SOURCES }),
  ...rules(['LA'], monthsAtEntry(6), YF_FROM_RISK, { sources: LAOS_SOURCES }),
  ...rules(['BN'], monthsAtEntry(6), YF_FROM_RISK, { sources: BRUNEI_SOURCES }),
  ...rules(['BT'], monthsAtEntry(6), YF_FROM_RISK, { sources: BHUTAN_SOURCES }),
  ...rules(['AF', 'BD', 'MM', 'MV', 'PK'], monthsAtEntry(6), YF_FROM_RISK),
  ...rules(['TL'], monthsAfterDeparture(6), YF_FROM_RISK, { sources: TIMOR_LESTE_SOURCES }),
  ...rules(['KG', 'KZ', 'TJ', 'UZ', 'TM', 'MN', 'KP'], monthsAtEntry(6), YF_FROM_RISK),
  ...rules(['MO'], daysAfterDeparture(90), YF_NONE, { sources: MACAO_SOURCES }),
  // Three months after leaving; one month where the issuing state has a consulate in New
  // Zealand that can renew the passport. The three months are the rule every traveller meets.
  ...rules(['NZ'], monthsAfterDeparture(3), YF_NONE, {
    sources: ['https://www.immigration.govt.nz/knowledgebase/kb-question/kb-question-1166'],
  }),
  ...rules(['FJ'], monthsAfterDeparture(6), YF_FROM_RISK, { blankPages: 1, sources: FIJI_SOURCES }),
  ...rules(['PW'], monthsAtEntry(6), YF_FROM_RISK, { sources: PALAU_SOURCES }),
  ...rules(['TO'], monthsAtEntry(6), YF_FROM_RISK, { sources: TONGA_SOURCES }),
  ...rules(['VU'], monthsAfterDeparture(6), YF_FROM_RISK, { sources: VANUATU_SOURCES }),
  ...rules(['MH'], monthsAfterDeparture(6), YF_FROM_RISK, { sources: MARSHALL_ISLANDS_SOURCES }),
  ...rules(['SB'], monthsAtEntry(6), YF_FROM_RISK, { sources: SOLOMON_ISLANDS_SOURCES }),
  ...rules(['FM'], daysAtEntry(120), YF_NONE, { sources: MICRONESIA_SOURCES }),
  ...rules(['KI', 'NR', 'PG', 'TV', 'WS'], monthsAfterDeparture(6), YF_FROM_RISK),
];
