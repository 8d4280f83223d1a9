import type { Language } from '@common/constants';
import type { VisaInfo } from '@common/contracts/visa-info';
import type { CountryCode } from '@common/country-codes';
import { getCountry } from '../countries/countries';
import {
  categoryNote,
  categoryRecommendation,
  entrySteps,
  LONG_STAY_RECOMMENDATION,
  OFFICIAL_SOURCE_RECOMMENDATION,
} from './category-texts';
import { detailedVisaData } from './detailed-destinations';
import { checkedEntryRule } from '../visa/entry-rules/entry-rules';
import { healthRuleText, passportRuleText } from './entry-rule-texts';
import {
  GENERIC_PASSPORT_RULE,
  genericVisaInfo,
  localiseOption,
  localisedNames,
} from './generic-visa-info';
import { tr, type Localized } from './localized';
import { DOCUMENTS } from './shared-texts';
import type { RequirementCategory, VisaRequirement } from './requirement';
import type {
  ApplicationStepData,
  DestinationVisaData,
  ImportantNoteData,
  VisaOptionData,
} from './visa-info-data';

// The visa information card for one traveller: the destination's detailed data when it has any,
// arranged for the traveller's requirement, otherwise the generic information of the category.
// Country and nationality come back as display names in the requested language.

/** Requirements under which the destination's own visa application process is the way in. */
const APPLIES_FOR_VISA: ReadonlySet<RequirementCategory> = new Set([
  'visa_on_arrival',
  'e_visa',
  'visa_required',
]);

/**
 * The options this traveller can use: those meant for their requirement first (the ETA, the
 * eVisa, the visitor visa), then the rest (study, work, family) in authored order, without
 * programmes their nationality has no agreement for. Nobody is offered a visa when entry is
 * refused, and freedom of movement needs none.
 */
export function optionsFor(
  data: DestinationVisaData,
  category: RequirementCategory,
  nationality?: CountryCode,
): VisaOptionData[] {
  if (category === 'no_admission' || category === 'freedom_of_movement') return [];
  const usable = data.options.filter(
    (option) => !option.partners || (nationality && option.partners.includes(nationality)),
  );
  const specific = usable.filter((option) => option.onlyFor?.includes(category));
  const general = usable.filter((option) => option.onlyFor === undefined);
  return [...specific, ...general];
}

function maxStayNote(data: DestinationVisaData): ImportantNoteData {
  return {
    title: tr('Maximum stay', 'Estancia máxima', '最长停留期'),
    description: data.maxStay,
    type: 'important',
  };
}

function passportNote(data: DestinationVisaData): ImportantNoteData {
  return {
    title: tr('Passport validity', 'Validez del pasaporte', '护照有效期'),
    description: data.passportValidity,
    type: 'important',
  };
}

function processFor(
  data: DestinationVisaData,
  category: RequirementCategory,
): ApplicationStepData[] {
  return APPLIES_FOR_VISA.has(category) ? [...data.process] : entrySteps(category);
}

function notesFor(
  data: DestinationVisaData,
  category: RequirementCategory,
  days: number | undefined,
): ImportantNoteData[] {
  const lead = categoryNote(category, days);
  if (category === 'no_admission') return [lead];
  if (category === 'freedom_of_movement') return [lead, ...data.notes];
  return [lead, maxStayNote(data), passportNote(data), ...data.notes];
}

function documentsFor(data: DestinationVisaData, category: RequirementCategory): Localized[] {
  if (category === 'no_admission') return [];
  if (category === 'freedom_of_movement') {
    return [
      tr(
        'Valid passport or national ID card',
        'Pasaporte o documento nacional de identidad válidos',
        '有效护照或身份证',
      ),
    ];
  }
  // Who enters without a visa shows the border what any visitor shows, not a visa application.
  if (!APPLIES_FOR_VISA.has(category)) {
    return [
      data.passportValidity,
      DOCUMENTS.returnTicket,
      DOCUMENTS.accommodation,
      DOCUMENTS.funds,
    ];
  }
  return [data.passportValidity, ...data.documents];
}

function recommendationsFor(
  data: DestinationVisaData,
  category: RequirementCategory,
  days: number | undefined,
): Localized[] {
  const lead = categoryRecommendation(category, localisedNames(data.code), days);
  if (category === 'no_admission') return [lead, OFFICIAL_SOURCE_RECOMMENDATION];
  if (category === 'freedom_of_movement') return [lead];
  return [
    lead,
    ...(APPLIES_FOR_VISA.has(category) ? [] : [LONG_STAY_RECOMMENDATION]),
    ...data.recommendations,
    OFFICIAL_SOURCE_RECOMMENDATION,
  ];
}

/**
 * The visa information for travelling from `nationality` to `destination`, in `lang`, for the
 * requirement the visa rules gave. Valid under `visaInfoSchema`.
 */
export function getVisaInfo(
  destination: CountryCode,
  nationality: CountryCode,
  lang: Language,
  requirement: VisaRequirement,
): VisaInfo {
  const { category, days } = requirement;
  const data = detailedVisaData(destination);
  if (!data) {
    return withEntryRules(
      genericVisaInfo(destination, category, days, { nationality, lang }),
      destination,
      category,
      lang,
    );
  }
  return withEntryRules(
    detailedInfo(data, destination, nationality, lang, requirement),
    destination,
    category,
    lang,
  );
}

const HEALTH_TITLE = tr('Yellow fever', 'Fiebre amarilla', '黄热病');

/**
 * The destination's own passport rule in place of the generic one, and its yellow-fever rule as
 * a note, for everyone who may enter.
 */
function withEntryRules(
  info: VisaInfo,
  destination: CountryCode,
  category: RequirementCategory,
  lang: Language,
): VisaInfo {
  const rule = checkedEntryRule(destination);
  if (category === 'no_admission' || !rule) return info;
  const generic = GENERIC_PASSPORT_RULE[lang];
  const health = healthRuleText(rule, lang);
  return {
    ...info,
    documentRequirements: info.documentRequirements.map((text) =>
      text === generic ? passportRuleText(rule, lang) : text,
    ),
    importantNotes: [
      ...info.importantNotes,
      {
        title: HEALTH_TITLE[lang],
        description: health,
        type: rule.yellowFever.kind === 'not_required' ? 'info' : 'important',
      },
    ],
  };
}

function detailedInfo(
  data: DestinationVisaData,
  destination: CountryCode,
  nationality: CountryCode,
  lang: Language,
  { category, days }: VisaRequirement,
): VisaInfo {
  return {
    country: getCountry(destination, lang).name,
    nationality: getCountry(nationality, lang).name,
    visaOptions: optionsFor(data, category, nationality).map((option) =>
      localiseOption(option, lang),
    ),
    documentRequirements: documentsFor(data, category).map((text) => text[lang]),
    applicationProcess: processFor(data, category).map((step, index) => ({
      step: index + 1,
      title: step.title[lang],
      description: step.description[lang],
    })),
    importantNotes: notesFor(data, category, days).map((note) => ({
      title: note.title[lang],
      description: note.description[lang],
      type: note.type,
    })),
    officialLinks: { ...data.links },
    recommendations: recommendationsFor(data, category, days).map((text) => text[lang]),
  };
}
