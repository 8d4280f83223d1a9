import {
  daysAfterDeparture,
  monthsAfterDeparture,
  monthsAtEntry,
  rules,
  STAY,
  YF_ALL,
  YF_FROM_RISK,
  YF_NONE,
} from './build';
import type { EntryRule } from './schema';

const SOUTH_AFRICA_SOURCES = [
  'https://afktravel.com/69075/travel-tip-day-make-sure-blank-passport-pages/',
  'https://www.ynyoo.com/travel-preparation/travel-planning/33515.html',
  'https://safaribus.co.za/faq-items/what-are-the-entry-requirements/',
];
const GHANA_SOURCES = [
  'https://listingsprogh.com/essential-yellow-fever-vaccine-guide-for-ghana-entry-requirements-faqs',
];

// WHO's list of states asking the certificate of every arriving traveller, as republished in 2024
// and 2017; each state's own rule is checked against its pages below.
const YELLOW_FEVER_ALL_SOURCES = [
  'https://clinicadelviaggiatore.com/vaccino-febbre-gialla-obbligatorio',
  'https://www.tripsavvy.com/countries-requiring-yellow-fever-vaccination-2972946',
];
const withAllTravellersList = (pages: string[]): string[] => [
  ...pages,
  ...YELLOW_FEVER_ALL_SOURCES,
];

export const MIDDLE_EAST_AFRICA_ENTRY_RULES: EntryRule[] = [
  // The Gulf states: six months from arrival, and the certificate from arrivals from a country
  // with risk of yellow fever.
  ...rules(['AE'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://evisa.express/en/united-arab-emirates/entry-requirements',
      'https://www.countryreports.org/country/UnitedArabEmirates/entry.htm',
      'https://ivisatravel.com/united-arab-emirates/c/united-arab-emirates-vaccine-requirements-do-i-need-a-vaccine-to-travel-to-the-united-arab-emirates',
    ],
  }),
  ...rules(['SA'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://www.moh.gov.sa/en/Hajj/HealthGuidelines/HealthGuidelinesDuringHajj/Pages/YellowFever.aspx',
      'https://prod.dcloud.saudia.com/pages/before-flying/travel-information/hajj-and-umrah/health-requirements',
      'https://abacaxis.net/guides/saudiarabia.html',
    ],
  }),
  ...rules(['QA'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://www.sheenservices.com/news/qatar-goes-visa-free-for-80-countries',
      'https://alziyarah.in/visit-visa-qatar.html',
      'https://evisa-for-qatar.com/qatar-evisa-vaccination-certificate.php',
    ],
  }),
  ...rules(['OM'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://www.monde-du-voyage.com/en/oman/entry-requirements',
      'https://abacaxis.net/guides/oman.html',
    ],
  }),
  ...rules(['JO'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://www.monde-du-voyage.com/en/jordan/entry-requirements',
      'https://www.earth-cultures.com/destinations/jordan/see-jordan-with-the-bedouin-14-days-/travel-info',
    ],
  }),
  // Israel asks three months from arrival of visa-exempt travellers with an ETA-IL and six
  // months of those who need a visa; the stricter period is stated.
  ...rules(['IL'], monthsAtEntry(6), YF_NONE, {
    sources: [
      'https://israel.travel/passports-and-visa-2/',
      'https://exteriores.gob.es/Embajadas/telaviv/es/Comunicacion/Noticias/Paginas/Articulos/Entrada-en-vigor-del-Sistema-de-Autorizaci%C3%B3n-de-Viaje-a-Israel-ETA-IL.aspx',
    ],
  }),
  ...rules(['EG'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://wiki-gateway.eudic.net/wikipedia_en/Visa_policy_of_Egypt.html',
      'https://relief.unboundmedicine.com/relief/view/cdc-yellow-book/204266/0/Egypt?refer=true',
      'https://www.egyptjoy.com/topics.php?i=299427298&title=to-visit-egypt-visa-passport-requirements',
    ],
  }),
  // Morocco's own texts ask a passport valid for the whole stay; guides asking six months go
  // beyond them.
  ...rules(['MA'], STAY, YF_NONE, {
    sources: [
      'https://www.darzaman.co.uk/tips/passports/',
      'https://voyage.linternaute.com/forum/affich-21141557-voyage-au-maroc-passeport-obligatoire',
      'https://www.tyzemec.ru/oformlenie-viz/v_morocco',
    ],
  }),
  ...rules(['KE'], monthsAtEntry(6), YF_FROM_RISK, {
    blankPages: 1,
    sources: [
      'http://immigration.go.ke/visa-requirements/',
      'https://bnnbreaking.com/bnn-newsroom/kenyas-shift-to-electronic-travel-authorization-a-new-era-in-travel-and-immigration/',
      'https://www.oloishorua.com/2025/10/22/do-us-citizens-need-the-yellow-fever-vaccine-for-kenya',
    ],
  }),
  // An airports-authority rule of 2017 asked every traveller for the certificate; the
  // government's travel page and the WHO list ask it only of arrivals from risk countries.
  ...rules(['TZ'], monthsAtEntry(6), YF_FROM_RISK, {
    blankPages: 1,
    sources: [
      'https://www.tanzania.go.tz/home/pages/391',
      'https://holbrooktravel.com/where-we-travel/africa/tanzania/tanzania-and-zanzibar-classic-safari',
      'https://www.earth-cultures.com/destinations/tanzania/northern-tanzania-and-the-maasai-11-or-13-days-/travel-info',
      'https://www.martindale.com/legal-news/article_fragomen-del-rey-bernsen-loewy-llp_2505048.htm',
    ],
  }),
  // Nigeria's immigration service asks proof of vaccination of everyone entering or leaving,
  // beyond the arrivals from risk countries that older advice names.
  ...rules(['NG'], monthsAtEntry(6), YF_ALL, {
    sources: [
      'https://dig.watch/updates/nigeria-enforces-e-yellow-fever-certificate',
      'http://catco.africa/index.php/information/visa-requirements',
      'https://www.tripadvisor.co.uk/Travel-g293824-c139799/Nigeria:Yellow.Fever.html',
    ],
  }),
  ...rules(['ET'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://www.kanaga-at.com/etiopia/passaporto-e-visto/',
      'https://adequatetravel.com/info/canada/what-is-the-yellow-fever-vaccination-requirement-for-travelers-to-ethiopia',
      'https://superbsafaris.com/?p=2391',
    ],
  }),
  // The 2016 rule of every traveller was tied to the Angolan outbreak; the Ministry of Health
  // asks the certificate of arrivals from endemic countries.
  ...rules(['RW'], monthsAtEntry(6), YF_FROM_RISK, {
    blankPages: 1,
    sources: [
      'https://safariadviceuganda.blogspot.com/2016/07/',
      'https://www.ivisa.com/rwanda-blog/rwanda-entry-requirements-do-i-need-a-vaccine-for-yellow-fever',
      'https://network.icce.io/read-blog/63432_complete-guide-to-required-documents-for-rwanda-evisa-application.html',
    ],
  }),
  ...rules(['UG'], monthsAtEntry(6), YF_ALL, {
    sources: [
      'https://fitfortravel.scot.nhs.uk/news/newsdetail.aspx?id=21706',
      'https://theeye.ug/digital-magazines/april-june-2019/files/basic-html/page28.html',
      'https://holbrooktravel.com/where-we-travel/africa/uganda/ultimate-uganda-primate-quest-and-classic-safari',
    ],
  }),
  // Botswana itself sets no number of blank pages; the two pages travellers are told of are
  // South Africa's, on the usual route in.
  ...rules(['BW'], monthsAfterDeparture(6), YF_FROM_RISK, {
    sources: [
      'https://www.countryreports.org/country/Botswana/entry.htm',
      'https://www.monde-du-voyage.com/en/botswana/entry-requirements',
      'https://www.siyabona.com/botswana-visa-passport.html',
    ],
  }),
  // The UK's advice asks three blank pages where tour operators say two; the larger is stated.
  ...rules(['ZW'], monthsAtEntry(6), YF_FROM_RISK, {
    blankPages: 3,
    sources: [
      'https://newsreportzim.com/?p=2626',
      'https://www.iexplore.com/articles/travel-guides/africa/zimbabwe/visas-and-vaccinations',
      'http://traveldzimbabwe.blogspot.com/p/visa-and-vaccination.html',
    ],
  }),
  // Since November 2012 Mauritius asks only a passport valid beyond the stay.
  ...rules(['MU'], STAY, YF_FROM_RISK, {
    sources: [
      'https://mauritius-airport.atol.aero/arrival/travel-documents',
      'https://mauritiuslapassionesisente.blogspot.com/2013/03/passaporto.html',
      'https://meeting.afrinic.net/afrinic-21/en/gallery/83-af21/travel/country-info/214-health.html',
    ],
  }),
  ...rules(['SC'], STAY, YF_FROM_RISK, {
    sources: [
      'https://seychellesistanbulhonoraryconsulate.com/seysellere-seyahat',
      'https://travelerstep.org/destinations/afrique/seychelles/article/interets-formalites/formalites-dentree',
      'https://www.monde-du-voyage.com/en/seychelles/entry-requirements',
    ],
  }),
  ...rules(['PS', 'KW', 'BH'], monthsAtEntry(6), YF_NONE),
  ...rules(['LB', 'IQ', 'IR', 'SY', 'YE'], monthsAtEntry(6), YF_FROM_RISK),
  ...rules(['GH'], monthsAtEntry(6), YF_ALL, { sources: GHANA_SOURCES }),
  // Angola dropped the certificate in 2023 for citizens of the 148 countries it counts free of
  // yellow fever; in effect it is asked of travellers from the countries with risk.
  ...rules(['AO'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://angolanembassy-nga.ao/?p=8611',
      'https://headtopics.com/pt/portugueses-que-viajam-para-angola-dispensados-de-47876506',
      'https://headcity.com/headout/middle-africa/angola.html',
      'https://www.lonelyplanetitalia.it/destinazioni/angola/il-primo-viaggio',
    ],
  }),
  ...rules(['BJ'], monthsAtEntry(6), YF_ALL, {
    blankPages: 1,
    sources: withAllTravellersList([
      'https://www.visaverge.com/travel/visa-requirements-for-benin-your-complete-guide',
      'https://www.iexplore.com/articles/travel-guides/africa/benin/visas-and-vaccinations',
    ]),
  }),
  ...rules(['BF'], monthsAtEntry(6), YF_ALL, {
    sources: withAllTravellersList([
      'https://www.monde-du-voyage.com/de/burkina-faso/einreisebestimmungen',
      'https://www.monde-du-voyage.com/it/burkina-faso/formalita',
    ]),
  }),
  // The UK's advice once asked only a passport valid for the stay; its current advice and the
  // consular pages ask six months from arrival.
  ...rules(['BI'], monthsAtEntry(6), YF_ALL, {
    sources: withAllTravellersList([
      'https://mtravelandtoursbi.com/blog/wp-json/wp/v2/posts/1785',
      'https://obtention-visa.com/burundi/',
      'https://travelbans.org/de/afrika/burundi/vollstandige-beschrankungen',
      'http://www.abriggs.com/high_level/FER_B/burundi_FER.php',
    ]),
  }),
  ...rules(['CD'], monthsAtEntry(6), YF_ALL, {
    sources: withAllTravellersList([
      'https://www.monde-du-voyage.com/republique-democratique-du-congo/formalites',
      'https://faq-en.viselio.com/article/2485-is-international-certificate-of-vaccination-required-document-for-obtaining-a-visa-for-democratic-republic-of-congo',
    ]),
  }),
  ...rules(['CF'], monthsAtEntry(6), YF_ALL, {
    sources: withAllTravellersList([
      'https://www.monde-du-voyage.com/centrafrique/formalites',
      'https://www.iexplore.com/articles/travel-guides/africa/central-african-republic/visas-and-vaccinations',
    ]),
  }),
  ...rules(['CI'], monthsAtEntry(6), YF_ALL, {
    sources: withAllTravellersList([
      'https://www.pre-enrolement.ci/pieces/',
      'https://preprod.abidjan4you.com/business_guide/visa-vaccination/',
      'https://www.monde-du-voyage.com/cote-d-ivoire/formalites',
    ]),
  }),
  ...rules(['CM'], monthsAtEntry(6), YF_ALL, {
    blankPages: 1,
    sources: withAllTravellersList([
      'http://www.future-energy-centralafrica.com/visainfo',
      'https://headcity.com/headout/middle-africa/cameroon.html',
      'https://abacaxis.net/guides/cameroon.html',
    ]),
  }),
  ...rules(['GA'], monthsAtEntry(6), YF_ALL, {
    blankPages: 2,
    sources: withAllTravellersList([
      'https://www.iexplore.com/articles/travel-guides/africa/gabon/visas-and-vaccinations',
      'https://www.ivisa.com/gabon-blog/gabon-visa-requirements',
      'https://www.countryreports.org/country/Gabon/entry.htm',
    ]),
  }),
  ...rules(['GW'], monthsAtEntry(6), YF_ALL, {
    sources: withAllTravellersList([
      'https://www.monde-du-voyage.com/es/guinea-bissau/formalidades',
      'http://mundialvistos.com.br/guia-dos-vistos/guine-bissau',
      'https://www.cia.gov/the-world-factbook/about/archives/2022/countries/guinea-bissau/travel-facts',
    ]),
  }),
  ...rules(['ML'], monthsAtEntry(6), YF_ALL, {
    sources: withAllTravellersList([
      'https://relief.unboundmedicine.com/relief/view/cdc-yellow-book/204331/all/Mali',
      'https://www.monde-du-voyage.com/it/mali/formalita',
      'https://express-evisa.com/countries-list/mali/',
    ]),
  }),
  ...rules(['NE'], monthsAtEntry(6), YF_ALL, {
    sources: withAllTravellersList([
      'https://www.iexplore.com/articles/travel-guides/africa/niger/visas-and-vaccinations',
      'https://www.monde-du-voyage.com/niger/formalites',
    ]),
  }),
  ...rules(['SL'], monthsAtEntry(6), YF_ALL, {
    sources: withAllTravellersList([
      'https://traveldoctor.crtdev.co.za/country/sierra-leone/risk/yellow-fever',
      'https://www.travmed.com/pages/sierra-leone',
      'https://www.monde-du-voyage.com/it/sierra-leone/formalita',
    ]),
  }),
  ...rules(['TG'], monthsAtEntry(6), YF_ALL, {
    blankPages: 2,
    sources: withAllTravellersList([
      'https://www.iexplore.com/articles/travel-guides/africa/togo/visas-and-vaccinations',
      'https://na.eventscloud.com/ehome/ghana-benin-togo/1004554/?t=2182b4358612102343c47579093d68da',
      'https://www.monde-du-voyage.com/togo/formalites',
    ]),
  }),
  // Liberia and Congo stay unchecked: the pages read disagree on Liberia's certificate rule and
  // on Congo's passport validity. South Sudan asks the certificate of every traveller (WHO list
  // of 2024); its passport rule is not yet checked.
  ...rules(['LR', 'CG', 'SS'], monthsAtEntry(6), YF_ALL),
  ...rules(['ZA'], daysAfterDeparture(30), YF_FROM_RISK, {
    blankPages: 2,
    sources: SOUTH_AFRICA_SOURCES,
  }),
  ...rules(['NA'], monthsAfterDeparture(6), YF_FROM_RISK, {
    blankPages: 2,
    sources: [
      'https://namibiatourism.com.na/page/visas',
      'https://na.usembassy.gov/u-s-citizen-services/local-resources-of-u-s-citizens/travel-to-namibia/',
      'https://www.reiseguide.de/namibia/einreisebestimmungen-und-visum/',
    ],
  }),
  ...rules(['TN'], monthsAtEntry(6), YF_NONE),
  // Senegal asked every traveller from February 2018 and returned to arrivals from endemic
  // areas; Singapore's foreign ministry counts the six months from departure.
  ...rules(['SN'], monthsAfterDeparture(6), YF_FROM_RISK, {
    sources: [
      'https://www.mfa.gov.sg/Countries-Regions/S/senegal/travel-page',
      'https://www.fanaf2022.com/sanitary-conditions/?lang=en',
      'https://www.africaain.info/vaccination/yellow-fever-vaccination-now-mandatory-at-entry-to-senegal/',
    ],
  }),
  ...rules(['ZM'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://absglobaltravel.com/blogs/zambia/navigating-customs-immigration-procedures-dos-donts-zambia',
      'https://www.winne.com/division/ebizguides/webpublish/2011/zambia/files/assets/seo/page29.html',
      'https://it.versiontravel.com/suggerimenti-documentazione-e-requisiti-per-viaggiare-in-zambia/',
    ],
  }),
  ...rules(['MW'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://podroze.onet.pl/porady/wizy-i-przepisy-wjazdowe/5l4lkeg',
      'https://www.monde-du-voyage.com/it/malawi/formalita',
    ],
  }),
  // Mozambican law: six months from arrival and two clean visa pages at every entry.
  ...rules(['MZ'], monthsAtEntry(6), YF_FROM_RISK, {
    blankPages: 2,
    sources: [
      'https://mz.usembassy.gov/u-s-citizen-services/local-resources-of-u-s-citizens/',
      'https://embassymozambique.se/vacina_de_febre_amarela.html',
      'https://ambmaputo.esteri.it/ambasciata_maputo/it/ambasciata/news',
    ],
  }),
  // Eswatini's government asks 30 days beyond the return date and two blank visa pages.
  ...rules(['SZ'], daysAfterDeparture(30), YF_FROM_RISK, {
    blankPages: 2,
    sources: [
      'http://www.gov.sz/index.php?option=com_content&view=article&id=1366:visit-swaziland&catid=81',
      'https://toursgaga.com/list_1572/10564.html',
    ],
  }),
  ...rules(['MG'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://www.info-mada.com/2014/08/madagascar-visa-information.html',
      'https://holbrooktravel.com/node/106312',
      'https://www.monde-du-voyage.com/en/madagascar/entry-requirements',
    ],
  }),
  // Six months beyond the stay (US and consular advice); the certificate only of arrivals from
  // risk areas, which Mauritania's tourist office calls strongly recommended for all.
  ...rules(['MR'], monthsAfterDeparture(6), YF_FROM_RISK, {
    sources: [
      'http://www.tourisme-mauritanie.mr/office/index.php/en/days/administrative-procedures',
      'http://www.iexplore.com/travel-guides/africa/mauritania/visas-and-vaccinations',
      'https://mauritania.travisa.com/VisaInstructions.aspx?CitizenshipID=US&CountryID=MR&TravelerTypeID=TR&ResidenceID=US&PartnerID=TA',
    ],
  }),
  ...rules(['DZ'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'https://travelbans.org/en/africa/algeria/full-restrictions',
      'http://lmno.pp.ua/wiki/Visa_policy_of_Algeria',
      'http://www.africanbib.biz/countries/country-profile/?tx_abibcountries_country%5Bcountry%5D=Algeria&tx_abibcountries_country%5Bmenu%5D=7&tx_abibcountries_country%5Baction%5D=show&tx_abibcountries_country%5Bcontroller%5D=Country&cHash=9cb6ed9af9ab214c2bafd75218e6c254',
    ],
  }),
  // The UK's advice: six months from arrival and two facing blank pages.
  ...rules(['ER'], monthsAtEntry(6), YF_FROM_RISK, {
    blankPages: 2,
    sources: [
      'https://travelbans.org/de/afrika/eritrea/vollstandige-beschrankungen',
      'https://www.monde-du-voyage.com/it/eritrea/formalita',
    ],
  }),
  // France's advice: three months beyond the planned departure and two blank pages; the US
  // advice asks the passport valid on entry and recommends the same three months.
  ...rules(['LS'], monthsAfterDeparture(3), YF_FROM_RISK, {
    blankPages: 2,
    sources: [
      'https://obtention-visa.com/images/pdf/%C3%89thiopie_Formulaire.pdf',
      'http://headcity.com/headout/southern-africa/lesotho.html',
    ],
  }),
  ...rules(['KM'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'http://tr.wikipedia.org/wiki/Komorlar%27%C4%B1n_vize_politikas%C4%B1',
      'https://www.monde-du-voyage.com/it/comore/formalita',
      'https://thingstodoincomoros.com/entry-requirements',
    ],
  }),
  ...rules(['LY'], monthsAtEntry(6), YF_FROM_RISK, {
    sources: [
      'http://www.cittacapitali.it/africa/libia/documenti.htm',
      'https://www.monde-du-voyage.com/it/libia/formalita',
      'https://www.collegesanduniversitiesinusa.com/libya-entry-requirements/',
    ],
  }),
  // Somalia's civil aviation authority counts six months from the final travel date; since
  // February 2025 its health ministry asks the certificate of every traveller entering or
  // leaving, beyond the arrivals from risk areas that travel guides name.
  ...rules(['SO'], monthsAfterDeparture(6), YF_ALL, {
    sources: [
      'http://aip.scaa.gov.so/eAIP/HC-GEN-1.3-en-GB.html',
      'https://sonna.so/en/somali-government-introduces-mandatory-vaccines-to-all-travellers',
      'https://etas.quick.co.ke/how-to-apply',
    ],
  }),
  ...rules(['SD', 'DJ'], monthsAtEntry(6), YF_FROM_RISK),
  ...rules(['CV', 'GM', 'GN', 'GQ', 'ST', 'TD'], monthsAtEntry(6), YF_FROM_RISK),
];
