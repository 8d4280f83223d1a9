import type { Language } from '@common/constants';
import type { RequirementCategory } from '@common/contracts/visa-requirements';
import type { ApplicationStep, VisaOption } from '@common/contracts/visa-info';
import type { TripQuestion } from '../understanding/detect-trip-question';
import { bullets, markdown } from './intent-text-kit';

// The answers to follow-up questions about the trip on screen, in each language, from the facts
// of its visa answer. Spanish addresses the traveller as usted and says "visado"; Chinese puts
// no space after full-width punctuation.

/** What a follow-up answer may state: the visa answer's facts for this trip. */
export type TripFacts = {
  destination: string;
  nationality: string;
  category: RequirementCategory | 'own_country';
  /** The stay allowed without a visa, when the category has one. */
  days?: number;
  summary: string;
  allowedStay: string;
  passportValidity: string;
  options: readonly VisaOption[];
  documents: readonly string[];
  steps: readonly ApplicationStep[];
  link?: string;
  /** The length of stay the traveller stated, in days. */
  statedDays?: number;
};

type Texts = Readonly<Record<Language, (facts: TripFacts) => string>>;

/** Entered without applying for a visa beforehand (a visitor's entry). */
export function entersWithoutVisa(category: TripFacts['category']): boolean {
  return category === 'visa_free' || category === 'visa_on_arrival' || category === 'eta';
}

const VISITOR = new Set<TripFacts['category']>([
  'visa_free',
  'visa_on_arrival',
  'eta',
  'e_visa',
  'visa_required',
]);

function optionLines(
  options: readonly VisaOption[],
  line: (option: VisaOption) => string,
): string[] {
  return options.map(line);
}

const STAY: Texts = {
  en: (f) =>
    markdown(
      `**How long you can stay in ${f.destination}** with a ${f.nationality} passport: ${f.allowedStay}`,
      stayFit(f, 'en'),
    ),
  es: (f) =>
    markdown(
      `**Cuánto tiempo puede quedarse en ${f.destination}** con pasaporte de ${f.nationality}: ${f.allowedStay}`,
      stayFit(f, 'es'),
    ),
  zh: (f) =>
    markdown(
      `**持${f.nationality}护照在${f.destination}可停留的时间**：${f.allowedStay}`,
      stayFit(f, 'zh'),
    ),
};

/** Whether the stated stay fits the days allowed, when both are known. */
export function stayFit(f: TripFacts, language: Language): string | undefined {
  if (f.statedDays === undefined) return undefined;
  const stated = f.statedDays;
  if (f.days === undefined || !entersWithoutVisa(f.category)) {
    if (!VISITOR.has(f.category)) return undefined;
    return {
      en: `For your ${stated}-day stay, check that the visa you apply for covers all ${stated} days.`,
      es: `Para su estancia de ${stated} días, compruebe que el visado que solicite cubra los ${stated} días.`,
      zh: `您计划停留${stated}天，请确认所申请的签证涵盖全部${stated}天。`,
    }[language];
  }
  if (stated <= f.days) {
    return {
      en: `Your stay of ${stated} days fits within the ${f.days} days allowed.`,
      es: `Su estancia de ${stated} días cabe en los ${f.days} días permitidos.`,
      zh: `您计划停留${stated}天，在允许的${f.days}天之内。`,
    }[language];
  }
  return {
    en: `⚠️ Your stay of ${stated} days is longer than the ${f.days} days allowed: for a longer stay you need a visa for it before you travel, or to leave in time.`,
    es: `⚠️ Su estancia de ${stated} días supera los ${f.days} días permitidos: para quedarse más tiempo necesita un visado antes de viajar, o salir a tiempo.`,
    zh: `⚠️ 您计划停留${stated}天，超过允许的${f.days}天：如需停留更久，须在出行前办理相应签证，或按时离境。`,
  }[language];
}

function rightsText(kind: 'work' | 'study'): Texts {
  const options = (f: TripFacts) => f.options.filter((option) => option.type === kind);
  const names = (f: TripFacts) => optionLines(options(f), (o) => `**${o.name}**: ${o.description}`);
  return {
    en: (f) => {
      if (f.category === 'freedom_of_movement') return f.allowedStay;
      if (f.category === 'own_country') return f.summary;
      if (f.category === 'no_admission') return f.summary;
      const visit =
        kind === 'work'
          ? `No. Entering ${f.destination} as a visitor (${f.summary}) does not allow you to work there, paid or unpaid, for a local employer.`
          : `Only a short course fits a visitor's entry to ${f.destination} (${f.summary}); studies for a degree or longer than the allowed stay need a student visa.`;
      const list = names(f);
      return markdown(
        visit,
        list.length > 0
          ? `The ${kind === 'work' ? 'work' : 'study'} visas ${f.destination} issues:`
          : `For ${kind === 'work' ? 'work' : 'studies'}, apply for the right visa at ${f.destination}'s embassy before you travel.`,
        list.length > 0 ? bullets(list) : undefined,
      );
    },
    es: (f) => {
      if (f.category === 'freedom_of_movement') return f.allowedStay;
      if (f.category === 'own_country') return f.summary;
      if (f.category === 'no_admission') return f.summary;
      const visit =
        kind === 'work'
          ? `No. Entrar en ${f.destination} como visitante (${f.summary}) no le permite trabajar allí, con o sin sueldo, para un empleador local.`
          : `Como visitante en ${f.destination} (${f.summary}) solo cabe un curso corto; los estudios de grado o más largos que la estancia permitida requieren un visado de estudiante.`;
      const list = names(f);
      return markdown(
        visit,
        list.length > 0
          ? `Los visados de ${kind === 'work' ? 'trabajo' : 'estudios'} que expide ${f.destination}:`
          : `Para ${kind === 'work' ? 'trabajar' : 'estudiar'}, solicite el visado adecuado en la embajada de ${f.destination} antes de viajar.`,
        list.length > 0 ? bullets(list) : undefined,
      );
    },
    zh: (f) => {
      if (f.category === 'freedom_of_movement') return f.allowedStay;
      if (f.category === 'own_country') return f.summary;
      if (f.category === 'no_admission') return f.summary;
      const visit =
        kind === 'work'
          ? `不可以。以访客身份入境${f.destination}（${f.summary}）不允许在当地为雇主工作，无论是否有报酬。`
          : `以访客身份入境${f.destination}（${f.summary}）只适合短期课程；攻读学位或学习时间超过允许停留期的，需办理学生签证。`;
      const list = names(f);
      return markdown(
        visit,
        list.length > 0
          ? `${f.destination}签发的${kind === 'work' ? '工作' : '学生'}签证：`
          : `如需${kind === 'work' ? '工作' : '学习'}，请在出行前向${f.destination}使馆申请相应签证。`,
        list.length > 0 ? bullets(list) : undefined,
      );
    },
  };
}

const NO_VISA_DOCUMENTS: Texts = {
  en: (f) =>
    markdown(
      `You need no visa for ${f.destination} (${f.summary}), so there are no visa forms or photos to prepare. At the border have:`,
      bullets([
        `Your passport: ${f.passportValidity}`,
        'A return or onward ticket',
        'Where you will stay (a hotel booking or an invitation)',
        'Enough money for the stay',
      ]),
    ),
  es: (f) =>
    markdown(
      `No necesita visado para ${f.destination} (${f.summary}), así que no hay formularios ni fotos de visado que preparar. En la frontera tenga a mano:`,
      bullets([
        `Su pasaporte: ${f.passportValidity}`,
        'Un billete de vuelta o de salida',
        'Dónde se alojará (una reserva de hotel o una invitación)',
        'Medios económicos suficientes para la estancia',
      ]),
    ),
  zh: (f) =>
    markdown(
      `前往${f.destination}无需签证（${f.summary}），因此无需准备签证表格或照片。入境时请备好：`,
      bullets([
        `护照：${f.passportValidity}`,
        '返程或续程机票',
        '住宿证明（酒店预订或邀请函）',
        '足够的旅行资金',
      ]),
    ),
};

const DOCUMENTS: Texts = {
  en: (f) =>
    entersWithoutVisa(f.category) || f.category === 'freedom_of_movement'
      ? NO_VISA_DOCUMENTS.en(f)
      : markdown(`**Documents for your ${f.destination} visa:**`, bullets(f.documents)),
  es: (f) =>
    entersWithoutVisa(f.category) || f.category === 'freedom_of_movement'
      ? NO_VISA_DOCUMENTS.es(f)
      : markdown(`**Documentos para su visado de ${f.destination}:**`, bullets(f.documents)),
  zh: (f) =>
    entersWithoutVisa(f.category) || f.category === 'freedom_of_movement'
      ? NO_VISA_DOCUMENTS.zh(f)
      : markdown(`**办理${f.destination}签证所需材料：**`, bullets(f.documents)),
};

function optionsOr(
  f: TripFacts,
  language: Language,
  heading: string,
  line: (o: VisaOption) => string,
): string {
  if (!VISITOR.has(f.category) || entersWithoutVisa(f.category) || f.options.length === 0) {
    return {
      en: `${f.summary} There is no visa to apply for, so no fee or waiting time.`,
      es: `${f.summary} No hay visado que solicitar, así que no hay tasa ni plazo de espera.`,
      zh: `${f.summary}无需申请签证，因此没有签证费或等待时间。`,
    }[language];
  }
  return markdown(heading, bullets(optionLines(f.options, line)));
}

const FEES: Texts = {
  en: (f) =>
    optionsOr(f, 'en', `**Visa fees for ${f.destination}:**`, (o) => `${o.name}: ${o.fee}`),
  es: (f) =>
    optionsOr(f, 'es', `**Tasas de visado de ${f.destination}:**`, (o) => `${o.name}: ${o.fee}`),
  zh: (f) => optionsOr(f, 'zh', `**${f.destination}签证费用：**`, (o) => `${o.name}：${o.fee}`),
};

const PROCESSING: Texts = {
  en: (f) =>
    optionsOr(
      f,
      'en',
      `**Processing times for ${f.destination} visas:**`,
      (o) => `${o.name}: ${o.processingTime}`,
    ),
  es: (f) =>
    optionsOr(
      f,
      'es',
      `**Plazos de tramitación de los visados de ${f.destination}:**`,
      (o) => `${o.name}: ${o.processingTime}`,
    ),
  zh: (f) =>
    optionsOr(
      f,
      'zh',
      `**${f.destination}签证办理时间：**`,
      (o) => `${o.name}：${o.processingTime}`,
    ),
};

function stepsOr(f: TripFacts, language: Language): string {
  const link = f.link
    ? { en: `Official site: ${f.link}`, es: `Sitio oficial: ${f.link}`, zh: `官方网站：${f.link}` }[
        language
      ]
    : undefined;
  if (entersWithoutVisa(f.category) || !VISITOR.has(f.category) || f.steps.length === 0) {
    return markdown(
      {
        en: `${f.summary} There is nothing to apply for before you travel.`,
        es: `${f.summary} No hay nada que solicitar antes de viajar.`,
        zh: `${f.summary}出行前无需申请。`,
      }[language],
      f.category === 'eta' ? link : undefined,
    );
  }
  const heading = {
    en: `**How to apply for your ${f.destination} visa:**`,
    es: `**Cómo solicitar su visado de ${f.destination}:**`,
    zh: `**如何申请${f.destination}签证：**`,
  }[language];
  const colon = language === 'zh' ? '：' : ': ';
  const steps = f.steps.map((s) => `${s.step}. **${s.title}**${colon}${s.description}`);
  return markdown(heading, steps.join('\n'), link);
}

const APPLY: Texts = {
  en: (f) => stepsOr(f, 'en'),
  es: (f) => stepsOr(f, 'es'),
  zh: (f) => stepsOr(f, 'zh'),
};

const PASSPORT: Texts = {
  en: (f) => `**Your passport for ${f.destination}:** ${f.passportValidity}`,
  es: (f) => `**Su pasaporte para ${f.destination}:** ${f.passportValidity}`,
  zh: (f) => `**前往${f.destination}的护照要求：**${f.passportValidity}`,
};

const EXTENSION: Texts = {
  en: (f) =>
    markdown(
      `**Allowed stay:** ${f.allowedStay}`,
      `Whether you can stay longer is decided by ${f.destination}'s immigration authority: ask it before your permitted stay ends. Overstaying can mean a fine, removal and a ban on returning.`,
    ),
  es: (f) =>
    markdown(
      `**Estancia permitida:** ${f.allowedStay}`,
      `Si puede quedarse más tiempo lo decide la autoridad de inmigración de ${f.destination}: consúltela antes de que termine su estancia autorizada. Excederla puede suponer una multa, la expulsión y la prohibición de volver.`,
    ),
  zh: (f) =>
    markdown(
      `**允许停留期：**${f.allowedStay}`,
      `能否延长停留由${f.destination}移民部门决定，请在获准停留期结束前向其申请。逾期滞留可能导致罚款、遣返及禁止再次入境。`,
    ),
};

const AUTHORISATION: Texts = {
  en: (f) =>
    f.category === 'eta'
      ? markdown(
          `**Yes:** ${f.summary}`,
          f.link ? `Apply on the official site: ${f.link}` : undefined,
        )
      : `**No travel authorisation is asked of you for ${f.destination}:** ${f.summary}`,
  es: (f) =>
    f.category === 'eta'
      ? markdown(
          `**Sí:** ${f.summary}`,
          f.link ? `Solicítela en el sitio oficial: ${f.link}` : undefined,
        )
      : `**${f.destination} no le exige una autorización de viaje:** ${f.summary}`,
  zh: (f) =>
    f.category === 'eta'
      ? markdown(`**需要：**${f.summary}`, f.link ? `请在官方网站申请：${f.link}` : undefined)
      : `**前往${f.destination}无需电子旅行许可：**${f.summary}`,
};

export const FOLLOW_UP_TEXTS: Readonly<Record<TripQuestion, Texts>> = {
  stay: STAY,
  work: rightsText('work'),
  study: rightsText('study'),
  documents: DOCUMENTS,
  fees: FEES,
  processing: PROCESSING,
  apply: APPLY,
  passport: PASSPORT,
  extension: EXTENSION,
  authorisation: AUTHORISATION,
};
