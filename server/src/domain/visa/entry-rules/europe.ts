import { SCHENGEN_MEMBERS } from '../groups';
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

const SCHENGEN_SOURCES = [
  'https://www.transportation.gov/airconsumer/passport-validity-period-travel-europe',
  'https://djeddah.consulfrance.org/New-regulations-to-cross-Schengen',
  'https://www.neilson.co.uk/latest-travel-update',
];
const UK_SOURCES = [
  'https://arislawyers.com/en/newsletters/content_view.php?page=1&seqno=742',
  'https://uk-journey.net/pages/entry-requirements.php',
];
const MICROSTATE_SOURCES = [
  'https://travelbans.org/en/europe/san-marino/full-restrictions',
  'https://en.wikipedia.org/wiki/Visa_policy_of_Monaco',
  'https://www.mustseespots.com/san-marino/articles/san-marino-visa-requirements-entry-guide-for-international-visitors',
];

// Schengen Borders Code: valid 3 months after leaving the area, issued in the last 10 years.
export const EUROPE_ENTRY_RULES: EntryRule[] = [
  ...rules(SCHENGEN_MEMBERS, monthsAfterDeparture(3), YF_NONE, {
    issuedWithinYears: 10,
    sources: SCHENGEN_SOURCES,
  }),
  // The microstates are reached only through the Schengen area and apply its passport rule.
  ...rules(['AD', 'MC', 'SM', 'VA'], monthsAfterDeparture(3), YF_NONE, {
    issuedWithinYears: 10,
    sources: MICROSTATE_SOURCES,
  }),
  ...rules(['GB'], STAY, YF_NONE, { sources: UK_SOURCES }),
  // Visa-exempt visitors need a passport valid for the stay. Ireland asks six months beyond
  // departure only of visa applicants, as a condition of the visa, not of entry.
  ...rules(['IE'], STAY, YF_NONE, {
    sources: [
      'https://touringbuddy.com/visa-requirements-ireland/',
      'http://www.inis.gov.ie/en/INIS/Pages/How%20long%20will%20my%20visa%20be%20valid%20for',
    ],
  }),
  // Turkish law asks 60 days beyond the permitted stay; with the 90-day exemption that is 150
  // days from arrival, and a blank page for the entry and exit stamps.
  ...rules(['TR'], daysAtEntry(150), YF_NONE, {
    blankPages: 1,
    sources: [
      'https://bgworldtravel.co.uk/post/turkey-tourists-warning-over-passport-requirements',
      'https://uzairways.com/en/important-information-passengers-traveling-georgiaturkey',
      'http://www.relocationandliving.com/news/6/FOREIGNERS-TO-COME-IN-TURKEY',
    ],
  }),
  // Cyprus applies the Schengen passport rule while outside the area (in force since 2013).
  ...rules(['CY'], monthsAfterDeparture(3), YF_NONE, {
    issuedWithinYears: 10,
    sources: [
      'https://www.totalserve.eu/en/media-centre/news/amendments-regarding-the-entry-conditions-of-third-country-nationals-into-cyprus/',
      'https://cyprus-magazine.com/essential-cyprus-entry-requirements-you-should-know',
    ],
  }),
  // Older advice asked only for the stay; the current advice asks 90 days beyond departure.
  ...rules(['RS'], daysAfterDeparture(90), YF_NONE, {
    sources: [
      'https://travelbans.org/en/europe/serbia/full-restrictions',
      'https://helpsrpska.com/uncategorized/entry-requirements-to-serbia/',
    ],
  }),
  ...rules(['ME'], monthsAfterDeparture(3), YF_NONE, {
    issuedWithinYears: 10,
    sources: [
      'https://travelbans.org/en/europe/montenegro/full-restrictions',
      'https://thingstodoinmontenegro.com/entry-requirements',
      'https://travel-icon.com/location/montenegro/',
    ],
  }),
  ...rules(['AL'], monthsAfterDeparture(3), YF_FROM_RISK, {
    sources: [
      'https://www.monde-du-voyage.com/en/albania/entry-requirements',
      'http://italb.net/information.htm',
      'https://www.travmed.com/pages/albania',
    ],
  }),
  // Six months after the visa expires; the visa ends no earlier than the stay, so six months
  // after leaving is the least a traveller needs.
  ...rules(['RU'], monthsAfterDeparture(6), YF_NONE, {
    sources: [
      'https://www.daysmonitor.com/uk-passport/how-long-can-i-stay-in/russia',
      'https://visatorus.com/it/good-to-know-before-traveling',
      'https://chatsports.com/tottenham-hotspur/a/source/advice-for-fans-travelling-to-moscow-12821706',
    ],
  }),
  ...rules(['BA'], daysAfterDeparture(90), YF_NONE, {
    issuedWithinYears: 10,
    sources: [
      'https://investguiding-com.custommapposter.com/article/entry-requirements-bosnia-and-herzegovina-travel-advice/1781',
      'https://www.monde-du-voyage.com/en/bosnia-and-herzegovina/entry-requirements',
    ],
  }),
  // Azerbaijan asks three months beyond the stay of visa-free visitors and three months beyond
  // the e-visa's 90-day validity of e-visa holders: six months from arrival covers both.
  ...rules(['AZ'], monthsAtEntry(6), YF_NONE, {
    sources: [
      'https://evisagov.az/conditions',
      'https://www.visarequirements.net/2020/02/azerbaijan-visa-requirements.html',
      'https://assistancetour.com/en/visa-insurance/',
    ],
  }),
  ...rules(['UA', 'GE', 'AM'], STAY, YF_NONE),
  // Moldova's migration inspectorate: valid three months beyond the planned departure.
  ...rules(['MD'], monthsAfterDeparture(3), YF_NONE, {
    sources: [
      'https://igm.gov.md/en/recommendations-for-foreign-citizens-visiting-moldova-during-the-2025-easter-holidays-2',
      'https://visaverge.com/?p=5360',
      'https://www.moldovatravelguide.com/tips-for-traveling-to-moldova',
    ],
  }),
  // Belarus's visa-free entry asks 90 days of validity beyond the planned departure.
  ...rules(['BY'], daysAfterDeparture(90), YF_NONE, {
    sources: [
      'https://irissan.by/visa-is-not-required/',
      'https://gpk.gov.by/en/border-crossing/30-days-visa-free/',
    ],
  }),
  ...rules(['MK', 'XK'], monthsAfterDeparture(3), YF_NONE),
];
