import { plainText } from './plain-text';

// Keyword rules for what a chat message asks for, in English, Spanish and Chinese. The first
// rule that matches wins, so the specific ones come first: "dummy flight" before "flights",
// any mention of a visa before a plain "I want to travel".
export const INTENTS = [
  'visa_requirements',
  'flights',
  'hotels',
  'dummy_flight',
  'dummy_hotel',
  'insurance',
  'esim',
  'car_rental',
  'restaurants',
  'tours',
  'itinerary',
  'greeting',
  'thanks',
  'help',
  'unknown',
] as const;

export type Intent = (typeof INTENTS)[number];

type Rule = { intent: Intent; words: RegExp; han?: RegExp };

/** Latin patterns run on lower-case text without accents, so "vuelo" also matches "vuélo". */
const RULES: readonly Rule[] = [
  {
    intent: 'dummy_flight',
    words:
      /\b(dummy|fake|temporary|onward) (flight|air ?ticket|ticket|booking)|\bflight (reservation|booking|itinerary) for (a |the |my )?visa|\b(reserva|boleto|billete|pasaje)s? de (vuelo|avion) (para|temporal)|\bvuelo (temporal|para (la |el )?visa)/,
    han: /机票预[订定]单|機票預訂單|假机票|签证机票|机票行程单/,
  },
  {
    intent: 'dummy_hotel',
    words:
      /\bdummy hotel|\b(hotel|accommodation) (reservation|booking) for (a |the |my )?visa|\breserva de (hotel|alojamiento) para (la |el )?visa|\bhotel temporal/,
    han: /酒店预[订定]单|酒店預訂單|住宿证明|签证酒店/,
  },
  {
    intent: 'insurance',
    words: /\binsurance|\bseguros? (de viaje|medico|de salud|de viajero)|\bseguro\b|\basegura/,
    han: /保险|保險/,
  },
  {
    intent: 'esim',
    words:
      /\be ?sims?\b|\bsim card|\bdata (plan|roaming)|\btarjeta sim|\bchip (de datos|para)|\bmobile data|\broaming/,
    han: /电话卡|流量卡|sim卡|上网卡|手机卡/i,
  },
  {
    intent: 'car_rental',
    words:
      /\bcar (rental|hire)|\b(rent|hire|rental) (a |an )?car|\brental cars?\b|\balquil(er|ar) (de |un |una )?(coche|auto|carro|vehiculo)|\brenta de (autos|coches|carros)/,
    han: /租车|租車|自驾/,
  },
  {
    intent: 'visa_requirements',
    words: /\bvisas?\b|\bvisados?\b|\bentry requirements|\brequisitos de entrada|\bevisa/,
    han: /签证|簽證|入境要求|免签/,
  },
  {
    intent: 'flights',
    words:
      /\bflights?\b|\bfly(ing)?\b|\bairfare|\bplane tickets?|\bair ?tickets?|\bairline|\bvuelos?\b|\bvolar\b|\b(boleto|billete|pasaje)s? de avion|\baerolinea/,
    han: /机票|機票|航班|飞机|飛機|飞往/,
  },
  {
    intent: 'hotels',
    words:
      /\bhotel(es|s)?\b|\baccommodations?\b|\bplace to stay|\bwhere (to|can i|should i) stay|\bhostels?\b|\bairbnb|\balojamiento|\bhospedaje|\bhostal|\bdonde (me )?(quedarme|alojarme|hospedarme)/,
    han: /酒店|住宿|宾馆|賓館|旅馆|旅館|民宿/,
  },
  {
    intent: 'restaurants',
    words:
      /\brestaurants?\b|\bwhere to eat|\bplaces? to eat|\bfood\b|\bdinner|\blunch|\brestaurantes?\b|\bdonde comer|\bcomida\b|\bcenar\b/,
    han: /餐厅|餐廳|美食|吃饭|好吃/,
  },
  {
    intent: 'tours',
    words:
      /\btours?\b|\bexcursions?\b|\bsightseeing|\bthings to do|\battractions?\b|\bactivities|\bguided|\bexcursion(es)?\b|\bque hacer|\batracciones|\bactividades|\bvisitas guiadas/,
    han: /旅游团|旅行团|景点|景點|一日游|导游|跟团/,
  },
  {
    intent: 'itinerary',
    words:
      /\bitinerar(y|ies)\b|\bplan (my|a|the|our) trip|\btrip plan|\btravel plan|\bday by day|\bitinerario|\bplanificar (mi|un|el) viaje|\bplanear (mi|un|el) viaje|\bplan de viaje/,
    han: /行程|旅行计划|旅游计划|攻略/,
  },
  {
    // A plain wish to travel starts the visa conversation, the assistant's core flow.
    intent: 'visa_requirements',
    words:
      /\b(travel(l?ing)?|go(ing)?|trip|visit(ing)?|move|moving|fly) to\b|\btravel(l?ing)? (abroad|overseas)|\b(viajar|viaje|ir|voy|vamos|visitar|conocer|mudarme)\b (a|al|para|hacia)\b|\bviajar\b/,
    han: /去|前往|出国|出國|旅行|旅游|到.+玩/,
  },
  {
    intent: 'help',
    words:
      /\bhelp\b|\bwhat can you do|\bhow does (this|it) work|\bsupport\b|\bayuda|\bayudame|\bque puedes hacer|\bcomo funciona/,
    han: /帮助|幫助|帮忙|幫忙|你能做什么|怎么用|客服/,
  },
  {
    intent: 'thanks',
    words:
      /\bthanks?\b|\bthank you|\bthx\b|\bty\b|\bcheers\b|\bgracias|\bmuchas gracias|\bte agradezco/,
    han: /谢谢|謝謝|多谢|多謝|感谢|感謝/,
  },
  {
    intent: 'greeting',
    words:
      /^\s*(hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening)|hola|buenos dias|buenas( tardes| noches)?|saludos)\b/,
    han: /你好|您好|嗨|哈喽|早上好|晚上好/,
  },
];

export function classifyIntent(text: string): Intent {
  const words = plainText(text);
  for (const rule of RULES) {
    if (rule.words.test(words) || rule.han?.test(text)) return rule.intent;
  }
  return 'unknown';
}
