import { monthsAfterDeparture, monthsAtEntry, rules, STAY, YF_FROM_RISK, YF_NONE } from './build';
import type { EntryRule } from './schema';

// Most passports belong to the "six-month club" and need only be valid for the stay; the others
// must be valid six months beyond it, which the answer mentions.
const US_SOURCES = [
  'https://cilawgroup.com/news/2011/02/23/passport-validity-and-entry-into-u-s-six-month-club-list-updated',
  'https://id.scribd.com/document/344007961/Six-Month-Club-Update-0-pdf',
];

const CANADA_SOURCES = [
  'http://canada.doingbusinessguide.co.uk/the-guide/getting-here-and-advice-about-your-stay/',
  'https://trawex.travel/agents/country_visa_information/23',
  'http://actionimmigration.net/index.php?option=com_content&view=article&id=98:temporary-visa-visitors&catid=50&Itemid=669&lang=en',
];
// One tour operator's page mentions a certificate for arrivals from risk countries; the others
// and the travel guides say Mexico asks no vaccination at entry.
const MEXICO_SOURCES = [
  'https://www.monde-du-voyage.com/en/mexico/entry-requirements',
  'https://www.holbrooktravel.com/where-we-travel/north-america-and-caribbean/mexico/mexico-birding-ruins-yucatan-nature-forward',
  'https://curiousexpeditions.org/when-travelling-to-mexico-what-documents-are-required',
];
const BRAZIL_SOURCES = [
  'https://investguiding.com/article/entry-requirements-brazil-travel-advice/1781',
  'https://abacaxis.net/guides/brazil.html',
  'https://webarchive.library.unt.edu/eot2008/20090114222605/http://wwwn.cdc.gov/travel/contentYellowBookUpdates.aspx',
  'https://noticiascolombianas.blogspot.com/2014/06/brasil-no-exige-vacunas-para-asistir-al.html',
];
// An older travel guide asks a certificate of arrivals from infected areas; the current pages
// name no vaccination required at entry.
const PERU_SOURCES = [
  'https://pe.usembassy.gov/message-u-s-citizens-travelling-peru/',
  'https://pe.usembassy.gov/tag/passport/',
  'https://www.passporthealthusa.com/destination-advice/peru/entry-exit-requirements/',
];
// A passport valid on entry is enough; six months after leaving is only recommended. Since
// 2025 the health ministry asks a certificate of travellers from a short list of countries
// (Angola, the DR Congo, Uganda; Brazil has come and gone), narrower than the WHO's.
const COLOMBIA_SOURCES = [
  'https://gov.uk/foreign-travel-advice/colombia/entry-requirements',
  'https://applyfor.info/can-i-travel-to-colombia-if-my-passport-expires-in-3-months/',
  'https://infobae-infobae-staging.web.arc-cdn.net/colombia/2025/04/11/por-brote-de-fiebre-amarilla-en-colombia-los-viajeros-que-vengan-de-estos-paises-deberan-presentar-carne-de-vacunacion-como-durante-la-pandemia',
  'https://www.checkmig.net/en/faq/',
];
// The UK advice asks nothing beyond the stay; tour operators' six months are their own margin.
const CHILE_SOURCES = [
  'https://www.earth-cultures.com/destinations/chile/people-of-the-atacama-8-or-10-days-/travel-info',
  'https://www.nomadays.fr/destinations/chili/faq/documents-essentiels-voyage-chili',
];
// Immigration asks visa-exempt visitors a passport valid on the day after arrival, and it must
// last the stay; older consular pages still quote three months. The certificate is asked of
// travellers from the listed African and South American countries.
const COSTA_RICA_SOURCES = [
  'https://www.costarica.com/entry-requirements/cocos-islander',
  'https://www.embacr.nl/english/the-consulate/vaccinations/',
  'https://mondeeconsolidadora.com.br/copa-atualizacao-requisito-de-vacinacao-contra-a-febre-amarela-para-passageiros-com-destino-a-costa-rica',
];
// Six months is the general rule, but the migration directorate waives it to the stay until
// 31 December 2026 for EU, UK, US, Canadian, Brazilian, Chilean, Argentine, Colombian and
// Ecuadorian citizens and holders of those countries' visas, most of the visitors. The
// certificate is asked of arrivals from Brazil, Colombia and Venezuela.
const DOMINICAN_REPUBLIC_SOURCES = [
  'https://hoy.com.do/el-pais/republica-dominicana-simplifica-requisitos-entrada-turistas-multiples-paises_1062886.html',
  'https://www.swissinfo.ch/spa/rep%C3%BAblica-dominicana-extiende-exenci%C3%B3n-de-vigencia-de-6-meses-en-pasaportes-para-turistas/90572963',
  'https://www.precisionvaccinations.com/caribbean-destinations-may-require-yellow-fever-vaccination',
];
const JAMAICA_SOURCES = [
  'https://sasastunts.com/foreign-travel-advice/jamaica/entry-requirements',
  'https://exoticplacestotravel.com/archives/11224',
  'http://ecpaja2020.org/health-requirements/',
  'https://nationnews.com/2016/07/06/updated-yellow-fever-advisory-from-jamaica/',
];
// Immigration turns back passports with less than three months left on arrival.
const PANAMA_SOURCES = [
  'https://www.exteriores.gob.es/Embajadas/panama/es/Comunicacion/Noticias/Paginas/Articulos/20130309_NOT1.aspx',
  'https://remote-expeditions.com/travel-guide/panama-visa-documentation',
  'https://relief.unboundmedicine.com/relief/view/cdc-yellow-book/204365/all/Panama',
];
// Article 133 of the Human Mobility Law's regulation: six months from entry. Since May 2025 the
// health ministry asks the certificate of travellers from or recently in Brazil, Colombia, Peru
// and Bolivia.
const ECUADOR_SOURCES = [
  'https://exteriores.gob.es:443/Consulados/quito/es/Comunicacion/Noticias/Paginas/Articulos/20161115_NOT1.aspx',
  'https://www.eluniverso.com/noticias/ecuador/estas-son-las-visas-que-otorga-ecuador-a-extranjeros-nota',
  'https://www.saudedoviajante.pr.gov.br/Noticia/Equador-exigira-certificado-de-vacinacao-contra-febre-amarela',
];
// The embassy asks a passport current for the trip and the certificate of travellers from the
// countries it lists.
const BAHAMAS_SOURCES = [
  'http://www.bahamasembassy.cn/General/index.aspx?nodeid=21',
  'https://travelvogue.co.uk/destinations/bahamas/visapassport.html',
  'https://support.peninsulavisa.com/hc/en-us/articles/360021114252-Do-I-need-to-have-immunizations-when-entering-into-Bahamas-',
];
// Its embassy and consulate: six months left on arrival.
const SURINAME_SOURCES = [
  'http://brussels.embassy.gov.sr/consular/travelling-to-suriname/',
  'http://netherlands.consulate.gov.sr/consular-affairs/visa-information/required-validity-of-passport/',
  'https://www.stackcache.io/south-america/suriname/entry-and-exit-requirements-for-u-s-citizens-in-suriname',
];
// Since 2017 the certificate is asked of travellers who were in a WHO risk country shortly before.
const NICARAGUA_SOURCES = [
  'https://ni.usembassy.gov/message-u-s-citizens-new-requirement-proof-yellow-fever-vaccination-travelers-nicaragua/',
  'https://vanavacationrentals.com/faq/travel-requirements/',
  'https://ivisatravel.com/nicaragua/c/requisitos-para-entrar-a-nicaragua-desde-estados-unidos',
];
// Six months beyond the day of departure and a blank page for the stamp.
const GUYANA_SOURCES = [
  'https://legalclarity.org/guyana-travel-requirements-entry-health-and-customs',
  'https://www.monde-du-voyage.com/en/guyana/entry-requirements',
  'http://www.abacaxis.net/guides/guyana.html',
];
// Immigration turns back passports with less than six months left on arrival. The certificate
// is asked of travellers from Brazil, a narrower list than the WHO's.
const VENEZUELA_SOURCES = [
  'http://internationalriskmanagement.com/Passport-Visa/Venezuela-Visa-Requirements.html',
  'https://us-passport-service-guide.com/venezuela-entry-requirements.html',
  'https://www.traveldoctor.network/country/venezuela/risk/yellow-fever/',
];

export const AMERICAS_ENTRY_RULES: EntryRule[] = [
  ...rules(['US'], STAY, YF_NONE, { sources: US_SOURCES }),
  ...rules(['CA'], STAY, YF_NONE, { sources: CANADA_SOURCES }),
  ...rules(['MX'], STAY, YF_NONE, { sources: MEXICO_SOURCES }),
  ...rules(['BR'], monthsAtEntry(6), YF_NONE, { sources: BRAZIL_SOURCES }),
  ...rules(['PE'], monthsAtEntry(6), YF_NONE, { sources: PERU_SOURCES }),
  ...rules(['CO'], STAY, YF_FROM_RISK, { sources: COLOMBIA_SOURCES }),
  ...rules(['CL'], STAY, YF_NONE, { sources: CHILE_SOURCES }),
  ...rules(['CR'], STAY, YF_FROM_RISK, { blankPages: 1, sources: COSTA_RICA_SOURCES }),
  ...rules(['DO'], STAY, YF_FROM_RISK, { sources: DOMINICAN_REPUBLIC_SOURCES }),
  ...rules(['JM'], STAY, YF_FROM_RISK, { blankPages: 2, sources: JAMAICA_SOURCES }),
  ...rules(['AR', 'UY'], STAY, YF_NONE),
  ...rules(['BB', 'TT'], STAY, YF_FROM_RISK),
  ...rules(['CU'], monthsAtEntry(6), YF_NONE),
  ...rules(['PA'], monthsAtEntry(3), YF_FROM_RISK, { sources: PANAMA_SOURCES }),
  ...rules(['EC'], monthsAtEntry(6), YF_FROM_RISK, { sources: ECUADOR_SOURCES }),
  ...rules(['BS'], STAY, YF_FROM_RISK, { sources: BAHAMAS_SOURCES }),
  ...rules(['SR'], monthsAtEntry(6), YF_FROM_RISK, { sources: SURINAME_SOURCES }),
  ...rules(['NI'], monthsAtEntry(6), YF_FROM_RISK, { sources: NICARAGUA_SOURCES }),
  ...rules(['GY'], monthsAfterDeparture(6), YF_FROM_RISK, {
    blankPages: 1,
    sources: GUYANA_SOURCES,
  }),
  ...rules(['VE'], monthsAtEntry(6), YF_FROM_RISK, { sources: VENEZUELA_SOURCES }),
  ...rules(['BO', 'PY', 'GT', 'HN', 'SV', 'BZ', 'HT'], monthsAtEntry(6), YF_FROM_RISK),
  ...rules(['AG', 'DM', 'GD', 'KN', 'LC', 'VC'], monthsAtEntry(6), YF_FROM_RISK),
];
