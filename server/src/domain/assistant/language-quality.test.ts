import { describe, expect, it } from 'vitest';
import { answerVisaQuestion } from '../visa-answer/answer-visa-question';
import { listPolicies } from '../visa/requirements';
import { createAssistant } from './respond';

// The assistant's Spanish addresses the traveller as usted and calls the document "visado";
// its Chinese puts no space after full-width punctuation. Checked over every destination's visa
// answer for a dozen passports, and over the replies to the chat's kinds of message.

/** A word of the tú register (unambiguous forms only: "comprueba" may be a third person). */
const TU_REGISTER =
  /(?<!\p{L})(tú|tu|tus|te|ti|contigo|puedes|quieres|tienes|necesitas|estás|eres|dime)(?!\p{L})/iu;
/** "visa" used as the Spanish common noun (official English names such as "Golden Visa" stay). */
const SPANISH_VISA =
  /(?<!\p{L})(una?|la|las|los|el|sin|su|sus|de|necesitan?|obtener|solicitar) visas?(?!\p{L})|(?<!\p{L})[Vv]isas? (de|para|a|electr\p{L}*)(?!\p{L})/u;
// Also when a markdown emphasis ends right after it: "**第 1/5 步：** 您".
const SPACE_AFTER_FULL_WIDTH = /[，。：；！？、）」』](\*\*)? /;

const PASSPORTS = ['IN', 'CN', 'US', 'NG', 'BR', 'DE', 'MX', 'PH', 'GB', 'FR', 'RU', 'EG'];
const DESTINATIONS = listPolicies().map((policy) => policy.destination);

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

function offences(lines: readonly string[], language: 'es' | 'zh'): string[] {
  return lines.filter((line) =>
    language === 'es'
      ? TU_REGISTER.test(line) || SPANISH_VISA.test(line)
      : SPACE_AFTER_FULL_WIDTH.test(line),
  );
}

const MESSAGES = {
  es: [
    'hola',
    'gracias',
    'ayuda',
    'vuelos a Japón',
    'hotel en Roma',
    'seguro de viaje',
    'esim',
    'alquiler de coche',
    'restaurantes',
    'tours',
    'itinerario',
    'reserva de vuelo para visado',
    'reserva de hotel para visado',
    '¿Cuánto tiempo puedo quedarme?',
    '¿Puedo trabajar allí?',
    '¿Qué documentos necesito?',
    '¿Cuánto cuesta el visado?',
    '¿Cómo lo solicito?',
  ],
  zh: [
    '你好',
    '谢谢',
    '帮助',
    '去日本的机票',
    '罗马酒店',
    '旅行保险',
    '电话卡',
    '租车',
    '餐厅',
    '一日游',
    '行程',
    '机票预订单',
    '酒店预订单',
    '我可以停留多久？',
    '需要什么材料？',
    '签证多少钱？',
    '怎么申请？',
  ],
} as const;

const TRIPS = [
  { nationality: 'Unknown', destination: 'Unknown' },
  { nationality: 'India', destination: 'Germany' },
  { nationality: 'Germany', destination: 'Japan' },
  { nationality: 'China', destination: 'Mexico' },
];

describe.each(['es', 'zh'] as const)('the assistant in %s', (language) => {
  it('visa answers of every destination keep the language rules', () => {
    const found = new Set<string>();
    for (const nationality of PASSPORTS) {
      for (const destination of DESTINATIONS) {
        const answer = answerVisaQuestion({ nationality, destination, lang: language });
        for (const line of offences(texts(answer), language)) found.add(line);
      }
    }
    expect([...found]).toEqual([]);
  });

  it('replies to each kind of message keep the language rules', async () => {
    const { respond } = createAssistant();
    const found = new Set<string>();
    for (const message of MESSAGES[language]) {
      for (const trip of TRIPS) {
        const reply = await respond({ message, ...trip, language });
        for (const line of offences(reply.content.split('\n'), language)) found.add(line);
      }
    }
    expect([...found]).toEqual([]);
  });
});

describe('the language rules themselves', () => {
  it.each([
    ['es', 'Elige tu destino'],
    ['es', '¿Quieres que te ayude?'],
    ['es', 'Los ciudadanos de India necesitan una visa para Japón.'],
    ['es', 'Visa de residente temporal'],
    ['zh', '第 1/5 步： 您此行'],
    ['zh', '费用：EUR 75（未成年人） · 办理时间'],
    ['zh', '**第 1/5 步：** 您此行的主要目的是什么？'],
  ] as const)('catch %s %j', (language, line) => {
    expect(offences([line], language)).toEqual([line]);
  });

  it.each([
    ['es', 'Elija su destino'],
    ['es', 'Golden Visa (10 años)'],
    ['es', 'Solicítelo en visa2egypt.gov.eg'],
    ['es', 'Túnez'],
    ['es', 'la aerolínea comprueba la autorización'],
    ['zh', '费用：EUR 75；办理时间：5 个工作日'],
  ] as const)('let %s %j pass', (language, line) => {
    expect(offences([line], language)).toEqual([]);
  });
});
