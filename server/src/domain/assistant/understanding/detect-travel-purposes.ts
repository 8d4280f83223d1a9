import type { TravelPurpose } from '@common/travel-purpose';
import { plainText } from './plain-text';

// The travel purposes a message states ("I'm going to study", "viaje de negocios", "去留学"), in
// the order of the purpose list. Latin patterns run on plain text (see plain-text.ts).

type Rule = { purpose: TravelPurpose; words: RegExp; han: RegExp };

const RULES: readonly Rule[] = [
  {
    purpose: 'tourism',
    words:
      /\b(touris[mt]|sightseeing|holidays?|vacation|turismo|turista|vacaciones|de paseo|conocer)\b/,
    han: /旅游|旅遊|观光|觀光|度假/,
  },
  {
    purpose: 'family_visit',
    words:
      /\b(visit(ing)? (my |our )?(family|relatives|parents|son|daughter|friends?|husband|wife|partner)|visitar a (mi|mis) |visita familiar)/,
    han: /探亲|探親|访友|訪友|探望/,
  },
  {
    purpose: 'business',
    words: /\b(business|conference|meetings?|negocios|conferencia|reuniones?)\b/,
    han: /商务|商務|出差|会议|會議/,
  },
  {
    purpose: 'study',
    words:
      /\b(study|studying|studies|student|university|college|school|course|estudiar|estudios|estudiante|universidad|curso)\b/,
    han: /留学|留學|学习|學習|读书|讀書|上学|大学|大學/,
  },
  {
    purpose: 'work',
    words: /\b(work|working|job|employment|employed|trabajar|trabajo|empleo)\b/,
    han: /工作|就业|就業|打工/,
  },
  {
    purpose: 'cultural_exchange',
    words: /\b(cultural exchange|exchange program(me)?|intercambio( cultural)?)\b/,
    han: /文化交流|交换生|交換生/,
  },
  {
    purpose: 'residency',
    words:
      /\b(resid(e|ence|ency)|move there|relocat(e|ing)|settle|immigrat(e|ion)|residencia|mudarme|vivir alli)\b/,
    han: /定居|移民|居留/,
  },
  {
    purpose: 'medical',
    words: /\b(medical|treatment|surgery|hospital|medico|medica|tratamiento|cirugia)\b/,
    han: /医疗|醫療|看病|治疗|治療|就医|就醫/,
  },
  {
    purpose: 'religious',
    words: /\b(religious|pilgrimage|umrah|hajj|religios[oa]|peregrinacion)\b/,
    han: /宗教|朝圣|朝聖|朝觐|朝覲/,
  },
];

export function detectTravelPurposes(text: string): TravelPurpose[] {
  const words = plainText(text);
  return RULES.filter((rule) => rule.words.test(words) || rule.han.test(text)).map(
    (rule) => rule.purpose,
  );
}

/** "Which visa do I need?", "¿qué tipo de visa?", "我该办哪种签证": asks which visa fits. */
const WHICH_VISA =
  /\b(which|what (type|kind|sort) of) visas?\b|\bvisa (type|category)\b|\b(que|cual) (tipo de )?visa(do)?\b|\btipo de visa(do)?\b/;
const WHICH_VISA_HAN =
  /哪[种種类類个個]签证|哪[种種类類个個]簽證|什么签证|什麼簽證|签证类型|簽證類型/;

export function asksWhichVisa(text: string): boolean {
  return WHICH_VISA.test(plainText(text)) || WHICH_VISA_HAN.test(text);
}
