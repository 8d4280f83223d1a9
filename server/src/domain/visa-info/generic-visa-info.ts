import type { Language } from '@common/constants';
import type { VisaInfo, VisaOption } from '@common/contracts/visa-info';
import type { CountryCode } from '@common/country-codes';
import { getCountry } from '../countries/countries';
import {
  categoryNote,
  categoryRecommendation,
  entrySteps,
  LONG_STAY_RECOMMENDATION,
  OFFICIAL_SOURCE_RECOMMENDATION,
} from './category-texts';
import { tr, type Localized } from './localized';
import type { RequirementCategory } from './requirement';
import { DOCUMENTS } from './shared-texts';
import type { VisaOptionData } from './visa-info-data';

// Visa information for destinations without detailed data: what the requirement category means,
// the usual documents and a pointer to the official source. No fees or portals are invented.

const OFFICIAL_FEE = tr(
  'Set by the destination; check the official fee with its embassy or official portal',
  'La fija el país de destino; consulte la tasa oficial en su embajada o portal oficial',
  '由目的地国家确定，请向其使领馆或官方网站查询官方费用',
);
const CHECK_OFFICIAL = tr(
  'Check with the embassy or consulate',
  'Consúltelo en la embajada o el consulado',
  '请向使领馆查询',
);

export const GENERIC_PASSPORT_RULE = tr(
  'Passport valid at least 6 months beyond the planned stay, with 2 blank pages (the safest rule; some countries ask less)',
  'Pasaporte válido al menos 6 meses más allá de la estancia prevista y con 2 páginas en blanco (la regla más segura; algunos países piden menos)',
  '护照有效期超出计划停留期至少 6 个月，并有 2 页空白页（最稳妥的标准，部分国家要求更低）',
);

function genericOption(
  fields: Pick<VisaOptionData, 'name' | 'type' | 'description' | 'mappedCategories'> & {
    validityPeriod?: Localized;
    processingTime?: Localized;
  },
): VisaOptionData {
  return {
    processingTime: CHECK_OFFICIAL,
    validityPeriod: CHECK_OFFICIAL,
    fee: OFFICIAL_FEE,
    ...fields,
  };
}

const STUDENT = genericOption({
  name: tr('Student visa', 'Visado de estudiante', '学生签证'),
  type: 'student',
  description: tr(
    'For studies beyond a short course; needs an admission letter and proof of funds.',
    'Para estudios más allá de un curso corto; requiere carta de admisión y prueba de fondos.',
    '用于短期课程以外的学习，须提供录取通知书和资金证明。',
  ),
  mappedCategories: ['Study'],
});

const WORK = genericOption({
  name: tr('Work visa', 'Visado de trabajo', '工作签证'),
  type: 'work',
  description: tr(
    'For paid work; usually needs a job offer and a work permit obtained by the employer.',
    'Para trabajo remunerado; suele requerir una oferta de empleo y un permiso que obtiene el empleador.',
    '用于有偿工作，通常须有工作邀请及雇主办理的工作许可。',
  ),
  mappedCategories: ['Work/Employment', 'Residency'],
});

const BUSINESS = genericOption({
  name: tr('Business visa', 'Visado de negocios', '商务签证'),
  type: 'business',
  description: tr(
    'For meetings, conferences and trade visits; usually needs an invitation letter.',
    'Para reuniones, congresos y visitas comerciales; suele requerir carta de invitación.',
    '用于会议、展会和商务考察，通常须有邀请函。',
  ),
  mappedCategories: ['Business'],
});

const VISIT_CATEGORIES: VisaOptionData['mappedCategories'] = [
  'Tourism & Sightseeing',
  'Visiting Family/Friends',
  'Medical',
];

function daysValidity(days: number | undefined): Localized {
  return days === undefined
    ? CHECK_OFFICIAL
    : tr(`Stays up to ${days} days`, `Estancias de hasta ${days} días`, `停留最长 ${days} 天`);
}

function visitOption(category: RequirementCategory, days: number | undefined): VisaOptionData[] {
  switch (category) {
    case 'visa_on_arrival':
      return [
        genericOption({
          name: tr('Visa on arrival', 'Visado a la llegada', '落地签'),
          type: 'tourist',
          processingTime: tr('Issued at the border', 'Se expide en la frontera', '在口岸签发'),
          validityPeriod: daysValidity(days),
          description: tr(
            'Obtained at the airport or land border on arrival, for tourism and short visits.',
            'Se obtiene en el aeropuerto o frontera terrestre a la llegada, para turismo y visitas cortas.',
            '抵达机场或陆路口岸时办理，用于旅游和短期访问。',
          ),
          mappedCategories: [...VISIT_CATEGORIES, 'Business'],
        }),
      ];
    case 'eta':
      return [
        genericOption({
          name: tr(
            'Electronic travel authorisation (ETA)',
            'Autorización electrónica de viaje (ETA)',
            '电子旅行授权（ETA）',
          ),
          type: 'tourist',
          processingTime: tr(
            'Usually within a few days',
            'Normalmente en pocos días',
            '通常数天内',
          ),
          validityPeriod: daysValidity(days),
          description: tr(
            'Online authorisation for visa-exempt travellers, checked by the airline before boarding.',
            'Autorización en línea para viajeros exentos de visado, que la aerolínea comprueba antes del embarque.',
            '免签旅客须在线申请的授权，航空公司登机前会核查。',
          ),
          mappedCategories: [...VISIT_CATEGORIES, 'Business', 'Transit'],
        }),
      ];
    case 'e_visa':
      return [
        genericOption({
          name: tr('Tourist eVisa', 'eVisa de turista', '旅游电子签证（eVisa）'),
          type: 'tourist',
          processingTime: tr(
            'Usually a few days; apply at least 2 weeks ahead',
            'Normalmente unos días; solicítela con 2 semanas de antelación',
            '通常数天，请至少提前 2 周申请',
          ),
          validityPeriod: daysValidity(days),
          description: tr(
            'Applied for and issued online on the official government portal.',
            'Se solicita y expide en línea en el portal oficial del gobierno.',
            '在政府官方网站在线申请并签发。',
          ),
          mappedCategories: VISIT_CATEGORIES,
        }),
        BUSINESS,
      ];
    case 'visa_required':
      return [
        genericOption({
          name: tr('Tourist visa', 'Visado de turista', '旅游签证'),
          type: 'tourist',
          validityPeriod: daysValidity(days),
          description: tr(
            'For tourism and family visits; apply at the embassy, consulate or official visa centre.',
            'Para turismo y visitas familiares; se solicita en la embajada, consulado o centro oficial de visados.',
            '用于旅游和探亲，向使领馆或官方签证中心申请。',
          ),
          mappedCategories: VISIT_CATEGORIES,
        }),
        BUSINESS,
      ];
    case 'visa_free':
    case 'freedom_of_movement':
    case 'no_admission':
      return [];
  }
}

/** The options for a requirement, generic study and work visas included where they apply. */
export function genericOptions(
  category: RequirementCategory,
  days: number | undefined,
): VisaOptionData[] {
  if (category === 'no_admission' || category === 'freedom_of_movement') return [];
  return [...visitOption(category, days), STUDENT, WORK];
}

const VISA_APPLICATION_DOCUMENTS: readonly Localized[] = [
  DOCUMENTS.applicationForm,
  DOCUMENTS.photo,
];

/** The documents a traveller of this category carries or submits. */
export function genericDocuments(category: RequirementCategory): Localized[] {
  switch (category) {
    case 'freedom_of_movement':
      return [
        tr(
          'Valid passport or national ID card',
          'Pasaporte o documento nacional de identidad válidos',
          '有效护照或身份证',
        ),
      ];
    case 'no_admission':
      return [];
    case 'visa_required':
    case 'e_visa':
      return [
        GENERIC_PASSPORT_RULE,
        ...VISA_APPLICATION_DOCUMENTS,
        DOCUMENTS.returnTicket,
        DOCUMENTS.funds,
        DOCUMENTS.accommodation,
        DOCUMENTS.insurance,
      ];
    case 'visa_free':
    case 'visa_on_arrival':
    case 'eta':
      return [
        GENERIC_PASSPORT_RULE,
        DOCUMENTS.returnTicket,
        DOCUMENTS.funds,
        DOCUMENTS.accommodation,
        DOCUMENTS.insurance,
      ];
  }
}

export function localiseOption(option: VisaOptionData, lang: Language): VisaOption {
  return {
    name: option.name[lang],
    type: option.type,
    processingTime: option.processingTime[lang],
    validityPeriod: option.validityPeriod[lang],
    fee: option.fee[lang],
    description: option.description[lang],
    mappedCategories: [...option.mappedCategories],
  };
}

export function localisedNames(code: CountryCode): Localized {
  return tr(getCountry(code, 'en').name, getCountry(code, 'es').name, getCountry(code, 'zh').name);
}

/**
 * Visa information for any destination from its requirement category alone. Country and
 * nationality are display names in `lang`.
 */
export function genericVisaInfo(
  destination: CountryCode,
  category: RequirementCategory,
  days: number | undefined,
  { nationality, lang }: { nationality: CountryCode; lang: Language },
): VisaInfo {
  const place = localisedNames(destination);
  const recommendations = [categoryRecommendation(category, place, days)];
  if (category !== 'no_admission' && category !== 'freedom_of_movement') {
    recommendations.push(LONG_STAY_RECOMMENDATION);
  }
  recommendations.push(OFFICIAL_SOURCE_RECOMMENDATION);
  return {
    country: place[lang],
    nationality: getCountry(nationality, lang).name,
    visaOptions: genericOptions(category, days).map((option) => localiseOption(option, lang)),
    documentRequirements: genericDocuments(category).map((text) => text[lang]),
    applicationProcess: entrySteps(category).map((step, index) => ({
      step: index + 1,
      title: step.title[lang],
      description: step.description[lang],
    })),
    importantNotes: [categoryNote(category, days)].map((note) => ({
      title: note.title[lang],
      description: note.description[lang],
      type: note.type,
    })),
    officialLinks: {},
    recommendations: recommendations.map((text) => text[lang]),
  };
}
