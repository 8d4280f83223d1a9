import type { Language } from '@common/constants';
import type {
  DocumentIssuer,
  HeldDocument,
  RequirementCategory,
} from '@common/contracts/visa-requirements';
import type { ValidityRule, VisaCondition } from '../visa/conditions/visa-condition';
import { the, upTo } from './requirement-summary';

type Names = { nationality: string; destination: string };
type Category = Exclude<RequirementCategory, 'visa_required' | 'no_admission'>;
type KindText = { both: string; visa: string; residence: string };

const ISSUERS: Record<Language, Record<DocumentIssuer, string>> = {
  en: {
    us: 'the United States',
    uk: 'the United Kingdom',
    schengen: 'a Schengen state',
    ie: 'Ireland',
    ca: 'Canada',
    jp: 'Japan',
    kr: 'South Korea',
    au: 'Australia',
    nz: 'New Zealand',
    sg: 'Singapore',
    ae: 'the United Arab Emirates',
    mx: 'Mexico',
  },
  es: {
    us: 'Estados Unidos',
    uk: 'el Reino Unido',
    schengen: 'un Estado Schengen',
    ie: 'Irlanda',
    ca: 'Canadá',
    jp: 'Japón',
    kr: 'Corea del Sur',
    au: 'Australia',
    nz: 'Nueva Zelanda',
    sg: 'Singapur',
    ae: 'los Emiratos Árabes Unidos',
    mx: 'México',
  },
  zh: {
    us: '美国',
    uk: '英国',
    schengen: '申根国家',
    ie: '爱尔兰',
    ca: '加拿大',
    jp: '日本',
    kr: '韩国',
    au: '澳大利亚',
    nz: '新西兰',
    sg: '新加坡',
    ae: '阿联酋',
    mx: '墨西哥',
  },
};

const KINDS: Record<Language, KindText> = {
  en: { both: 'a visa or residence permit', visa: 'a visa', residence: 'a residence permit' },
  es: {
    both: 'un visado o permiso de residencia',
    visa: 'un visado',
    residence: 'un permiso de residencia',
  },
  zh: { both: '签证或居留许可', visa: '签证', residence: '居留许可' },
};

const VALIDITY: Record<Language, Record<ValidityRule, string>> = {
  en: {
    valid_on_entry: 'valid on the day of entry',
    valid_for_stay: 'valid for the whole stay',
    six_months_left: 'with at least six months of validity left',
    multiple_entry: 'multiple-entry',
    used_before: 'already used to enter the country that issued it',
    no_electronic: 'e-visas and visa waivers such as ESTA do not count',
  },
  es: {
    valid_on_entry: 'válido el día de entrada',
    valid_for_stay: 'válido durante toda la estancia',
    six_months_left: 'con al menos seis meses de validez',
    multiple_entry: 'de entradas múltiples',
    used_before: 'ya utilizado para entrar en el país que lo expidió',
    no_electronic: 'no sirven los visados electrónicos ni exenciones como ESTA',
  },
  zh: {
    valid_on_entry: '入境当日有效',
    valid_for_stay: '整个停留期间有效',
    six_months_left: '剩余有效期至少六个月',
    multiple_entry: '须为多次入境',
    used_before: '须已用于入境签发国',
    no_electronic: '电子签证及ESTA等免签登记不适用',
  },
};

const OUTCOMES: Record<
  Language,
  Record<Category, (destination: string, days?: number) => string>
> = {
  en: {
    freedom_of_movement: (d) => `can live and travel freely in ${the(d)}`,
    visa_free: (d, days) => `do not need a visa to visit ${the(d)}${upTo.en(days)}`,
    visa_on_arrival: (d, days) => `can get a visa on arrival in ${the(d)}${upTo.en(days)}`,
    eta: (d) =>
      `can enter ${the(d)} with a travel authorisation applied for online, without a visa`,
    e_visa: (d) => `can apply online for an e-visa for ${the(d)}`,
  },
  es: {
    freedom_of_movement: (d) => `pueden vivir y circular libremente en ${d}`,
    visa_free: (d, days) => `no necesitan visado para visitar ${d}${upTo.es(days)}`,
    visa_on_arrival: (d, days) => `pueden obtener el visado a la llegada en ${d}${upTo.es(days)}`,
    eta: (d) =>
      `pueden entrar en ${d} con una autorización de viaje solicitada en línea, sin visado`,
    e_visa: (d) => `pueden solicitar en línea un visado electrónico para ${d}`,
  },
  zh: {
    freedom_of_movement: (d) => `可在${d}自由居住和往来`,
    visa_free: (d, days) => `可免签前往${d}${upTo.zh(days)}`,
    visa_on_arrival: (d, days) => `可在抵达${d}时办理落地签${upTo.zh(days)}`,
    eta: (d) => `可凭在线申请的旅行许可入境${d}，无需签证`,
    e_visa: (d) => `可在线申请${d}电子签证`,
  },
};

const OR: Record<Language, (items: readonly string[]) => string> = {
  en: (items) =>
    items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`,
  es: (items) =>
    items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} o ${items.at(-1)}`,
  zh: (items) =>
    items.length < 2 ? items.join('') : `${items.slice(0, -1).join('、')}或${items.at(-1)}`,
};

function splitDocuments(documents: readonly HeldDocument[]) {
  const issuers = [...new Set(documents.map((code) => code.replace(/_(visa|residence)$/, '')))];
  const visa = documents.some((code) => code.endsWith('_visa'));
  const residence = documents.some((code) => code.endsWith('_residence'));
  const kind: keyof KindText = visa && residence ? 'both' : visa ? 'visa' : 'residence';
  return { issuers: issuers as DocumentIssuer[], kind };
}

/** The document part of a sentence: "a visa or residence permit of Canada or Japan". */
export function documentsPhrase(language: Language, documents: readonly HeldDocument[]): string {
  const { issuers, kind } = splitDocuments(documents);
  const places = OR[language](issuers.map((issuer) => ISSUERS[language][issuer]));
  if (language === 'zh') return `${places}${KINDS.zh[kind]}`;
  return `${KINDS[language][kind]} ${language === 'en' ? 'of' : 'de'} ${places}`;
}

/** One sentence stating the exemption, the documents it needs and their conditions. */
export function conditionSummary(
  language: Language,
  condition: Pick<VisaCondition, 'documents' | 'validity' | 'outcome'>,
  names: Names,
): string {
  const { category } = condition.outcome;
  const outcome = OUTCOMES[language][category](names.destination, condition.outcome.days);
  const documents = documentsPhrase(language, condition.documents);
  const rules = condition.validity.map((rule) => VALIDITY[language][rule]);
  if (language === 'zh') {
    const when = rules.length > 0 ? `（${rules.join('，')}）` : '';
    return `持有${documents}${when}的${names.nationality}公民${outcome}。`;
  }
  const when = rules.length > 0 ? ` (${rules.join(', ')})` : '';
  if (language === 'es') {
    return `Los ciudadanos de ${names.nationality} que tienen ${documents}${when} ${outcome}.`;
  }
  return `Citizens of ${the(names.nationality)} who hold ${documents}${when} ${outcome}.`;
}
