import { plainText } from './plain-text';

// Follow-up questions about the trip already on screen, in English, Spanish and Chinese: how
// long the traveller may stay, whether they may work or study, what to prepare, what it costs,
// how long it takes, how to apply, the passport, extensions and travel authorisations. Latin
// patterns run on lower-case text without accents; the first topic that matches wins, so the
// narrow ones come first.

export const TRIP_QUESTIONS = [
  'authorisation',
  'passport',
  'extension',
  'work',
  'study',
  'processing',
  'fees',
  'apply',
  'documents',
  'stay',
] as const;
export type TripQuestion = (typeof TRIP_QUESTIONS)[number];

type Rule = { topic: TripQuestion; words: RegExp; han?: RegExp; exact?: RegExp };

const RULES: readonly Rule[] = [
  {
    topic: 'authorisation',
    words:
      /\b(etias|k-?eta|nzeta|eta)\b|electronic travel authori[sz]ation|travel authori[sz]ation|autorizacion (electronica|de viaje)/,
    // "esta" is an everyday Spanish word: the US authorisation only in capitals.
    exact: /\bESTA\b/,
    han: /电子旅行(许可|授权)|电子入境许可|旅行许可/,
  },
  {
    topic: 'passport',
    words:
      /\bpassport\b.*\b(valid|validity|expir|months?)|how long (must|should|does) my passport|validez del pasaporte|pasaporte.*\b(vigente|valido|vigencia|caduca|vence|meses)/,
    han: /护照.*(有效|过期|到期)/,
  },
  {
    topic: 'extension',
    words:
      /\bextend(ing)? (my |the |our )?(stay|visa|trip)|\bextension\b|\bstay longer\b|\boverstay|\bprorrog|\b(extender|ampliar|alargar) (mi |la |el )?(estancia|visado|visa|viaje)|quedarme mas tiempo/,
    han: /延期|延长|续签|延签|多待/,
  },
  {
    topic: 'work',
    words:
      /\b(can|may|could) (i|we) (work|get a job)|\ballowed to work|\bwork permit|\b(puedo|podemos|se puede) trabajar|\bpermiso de trabajo/,
    han: /(可以|能|能否|可否)(在(当地|那里|那边|该国))?(工作|打工)|工作许可/,
  },
  {
    topic: 'study',
    words: /\b(can|may|could) (i|we) study|\ballowed to study|\b(puedo|podemos|se puede) estudiar/,
    han: /(可以|能|能否|可否)(在(当地|那里|那边|该国))?(学习|上学|读书|留学)/,
  },
  {
    topic: 'processing',
    words:
      /\bhow long (does|will|would) (it|the visa|the application|processing|approval) take|\bprocessing times?\b|\bhow (long|fast|quickly) (to|can i) (get|process)|\bcuanto (tarda|tardan|demora)|\btiempo de (tramitacion|procesamiento)|\bplazo de (tramitacion|resolucion)/,
    han: /办理(时间|多久|要多久|需要多久)|处理时间|多久(能)?(出签|下签|办好)|几天出签|审批时间/,
  },
  {
    topic: 'fees',
    words:
      /\bhow much (does|is|will|would)\b|\b(visa |application )?fees?\b|\bcost of (the |a )?visa|\bvisa cost|\bprice of (the |a )?visa|\bcuanto (cuesta|vale|cobran)|\btasas?\b|\bprecio del (visado|visa)|\bcoste del (visado|visa)/,
    han: /多少钱|费用|签证费|收费|价格/,
  },
  {
    topic: 'apply',
    words:
      /\b(how|where) (do|can|should|would) (i|we) apply|\bhow to apply|\bwhere to apply|\bapply (for it|online)|\bapplication process|\b(como|donde) (lo |la )?(solicito|solicitar|tramito|tramitar|pido)|\bsolicitar(lo|la)? en linea/,
    han: /(怎么|如何|在哪里?|去哪里?|哪里)(申请|办理|办)|网上申请|申请流程|办理流程/,
  },
  {
    topic: 'documents',
    words:
      /\b(what|which) (documents|papers|paperwork)\b|\bdocuments (do|will|should) (i|we) (need|bring|prepare)|\bwhat do (i|we) need to (bring|prepare|submit|show)|\brequired documents|\bdocument (list|checklist)|\b(que|cuales) documentos|\bdocumentos (necesito|necesarios|requeridos)|\bque (necesito|debo) (llevar|presentar|preparar)|\bdocumentacion/,
    han: /(什么|哪些)(材料|文件|证件|资料)|所需(材料|文件)|材料清单|要准备什么|需要准备/,
  },
  {
    topic: 'stay',
    words:
      /\bhow long (can|may|could) (i|we) (stay|remain|be there)|\b(maximum|max|allowed) (length of )?stay\b|\blength of stay|\bhow many days (can|may|could) (i|we)|\b(can|may|could) (i|we) stay (for )?\d|\bcuanto tiempo (puedo|podemos|se puede) (quedarme|quedarnos|estar|permanecer)|\bcuantos dias (puedo|podemos)|\bestancia maxima|\b(puedo|podemos) quedarme/,
    han: /(停留|逗留|待|呆)(多久|多长时间|几天)|最长(停留|逗留)|(可以|能)(停留|逗留|待|呆)/,
  },
];

/** The follow-up question a message asks about the current trip, if it asks one. */
export function detectTripQuestion(text: string): TripQuestion | undefined {
  const words = plainText(text);
  for (const rule of RULES) {
    if (rule.words.test(words) || rule.exact?.test(text) || rule.han?.test(text)) {
      return rule.topic;
    }
  }
  return undefined;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
};
const HAN_DIGITS: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const UNIT_DAYS: Readonly<Record<string, number>> = {
  day: 1,
  week: 7,
  month: 30,
  year: 365,
  dia: 1,
  semana: 7,
  mes: 30,
  ano: 365,
  天: 1,
  日: 1,
  周: 7,
  星期: 7,
  个月: 30,
  月: 30,
  年: 365,
};

/** A Chinese number up to 99 (十, 十五, 二十, 三) or digits. */
function hanNumber(text: string): number | undefined {
  if (/^\d+$/.test(text)) return Number(text);
  const [tens, ones] = text.split('十');
  if (ones === undefined) return HAN_DIGITS[text];
  const t = tens === '' ? 1 : HAN_DIGITS[tens ?? ''];
  const o = ones === '' ? 0 : HAN_DIGITS[ones];
  return t === undefined || o === undefined ? undefined : t * 10 + o;
}

/**
 * The length of stay a message states, in days ("3 weeks", "for 100 days", "dos meses",
 * "三个月"): months count 30 days, weeks 7.
 */
export function statedStayDays(text: string): number | undefined {
  const words = plainText(text);
  const latin =
    /\b(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|una?|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce)[ -](day|week|month|year|dia|semana|mes|ano)(e?s)?\b/.exec(
      words,
    );
  if (latin) {
    const count = /^\d+$/.test(latin[1] ?? '') ? Number(latin[1]) : NUMBER_WORDS[latin[1] ?? ''];
    const unit = UNIT_DAYS[latin[2] ?? ''];
    if (count !== undefined && unit !== undefined && count > 0) return count * unit;
  }
  const han = /(\d{1,3}|[一二两三四五六七八九十]{1,3})\s*(个月|星期|天|日|周|月|年)/.exec(text);
  if (han) {
    const count = hanNumber(han[1] ?? '');
    const unit = UNIT_DAYS[han[2] ?? ''];
    if (count !== undefined && unit !== undefined && count > 0) return count * unit;
  }
  return undefined;
}
