import { describe, expect, it } from 'vitest';
import type { Language } from '@common/constants';
import { createAssistant } from './respond';
import {
  detectTripQuestion,
  statedStayDays,
  TRIP_QUESTIONS,
  type TripQuestion,
} from './understanding/detect-trip-question';

// Follow-up questions once a visa answer is on screen: each is answered from the trip's visa
// answer, in the traveller's language, and none falls back to the list of what the assistant
// can do.

const { respond } = createAssistant();

const QUESTIONS: Readonly<Record<TripQuestion, Readonly<Record<Language, readonly string[]>>>> = {
  stay: {
    en: ['How long can I stay?', 'What is the maximum stay?'],
    es: ['¿Cuánto tiempo puedo quedarme?', '¿Cuántos días puedo estar allí?'],
    zh: ['我可以停留多久？', '最长可以待几天？'],
  },
  work: {
    en: ['Can I work there?', 'Am I allowed to work on this trip?'],
    es: ['¿Puedo trabajar allí?', '¿Necesito un permiso de trabajo?'],
    zh: ['我可以在当地工作吗？', '能打工吗？'],
  },
  study: {
    en: ['Can I study there?', 'Am I allowed to study during my visit?'],
    es: ['¿Puedo estudiar allí?', '¿Se puede estudiar con esta entrada?'],
    zh: ['我可以在那里学习吗？', '能上学吗？'],
  },
  documents: {
    en: ['What documents do I need?', 'Which papers should I prepare?'],
    es: ['¿Qué documentos necesito?', '¿Qué debo presentar?'],
    zh: ['需要什么材料？', '我要准备哪些文件？'],
  },
  fees: {
    en: ['How much does the visa cost?', 'What is the visa fee?'],
    es: ['¿Cuánto cuesta el visado?', '¿Cuál es la tasa?'],
    zh: ['签证多少钱？', '签证费是多少？'],
  },
  processing: {
    en: ['How long does it take to get the visa?', 'What is the processing time?'],
    es: ['¿Cuánto tarda el visado?', '¿Cuál es el tiempo de tramitación?'],
    zh: ['办理时间多久？', '几天出签？'],
  },
  apply: {
    en: ['How do I apply?', 'Where can I apply for it?'],
    es: ['¿Cómo lo solicito?', '¿Dónde tramitar el visado?'],
    zh: ['怎么申请？', '在哪里办理？'],
  },
  passport: {
    en: ['How long must my passport be valid?', 'Is my passport validity enough?'],
    es: ['¿Qué validez del pasaporte necesito?', '¿Mi pasaporte debe estar vigente cuántos meses?'],
    zh: ['护照有效期有什么要求？', '我的护照快过期了可以吗？'],
  },
  extension: {
    en: ['Can I extend my stay?', 'What if I want to stay longer?'],
    es: ['¿Puedo prorrogar mi estancia?', '¿Puedo quedarme más tiempo?'],
    zh: ['可以延期吗？', '能延长停留吗？'],
  },
  authorisation: {
    en: ['Do I need an ETA?', 'Do I need an electronic travel authorisation?'],
    es: ['¿Necesito una autorización electrónica de viaje?', '¿Hace falta la ESTA?'],
    zh: ['需要电子旅行许可吗？', '要办电子入境许可吗？'],
  },
};

/** What marks each answer in each language: the heading or sentence its text opens with. */
const MARKERS: Readonly<Record<TripQuestion, Readonly<Record<Language, RegExp>>>> = {
  stay: {
    en: /How long you can stay in/,
    es: /Cuánto tiempo puede quedarse en/,
    zh: /可停留的时间/,
  },
  work: {
    en: /does not allow you to work|work visas|right visa/,
    es: /no le permite trabajar|visados de trabajo|visado adecuado/,
    zh: /不允许在当地为雇主工作|工作签证|相应签证/,
  },
  study: {
    en: /short course/,
    es: /curso corto/,
    zh: /短期课程/,
  },
  documents: {
    en: /no visa forms or photos|Documents for your .* visa/,
    es: /no hay formularios ni fotos|Documentos para su visado/,
    zh: /无需准备签证表格|签证所需材料/,
  },
  fees: {
    en: /no fee or waiting time|Visa fees for/,
    es: /no hay tasa ni plazo|Tasas de visado de/,
    zh: /没有签证费|签证费用/,
  },
  processing: {
    en: /no fee or waiting time|Processing times for/,
    es: /no hay tasa ni plazo|Plazos de tramitación/,
    zh: /没有签证费或等待时间|签证办理时间/,
  },
  apply: {
    en: /nothing to apply for|How to apply for your/,
    es: /nada que solicitar|Cómo solicitar su visado/,
    zh: /出行前无需申请|如何申请/,
  },
  passport: { en: /Your passport for/, es: /Su pasaporte para/, zh: /护照要求/ },
  extension: {
    en: /immigration authority/,
    es: /autoridad de inmigración/,
    zh: /移民部门/,
  },
  authorisation: {
    en: /No travel authorisation|\*\*Yes:\*\*/,
    es: /no le exige una autorización|\*\*Sí:\*\*/,
    zh: /无需电子旅行许可|\*\*需要：\*\*/,
  },
};

const CAPABILITY_LIST = /what I can do|lo que puedo hacer|我可以为您提供/;

// A visa-free trip, visas needed beforehand, and a travel authorisation.
const TRIPS = [
  { nationality: 'Germany', destination: 'Japan' },
  { nationality: 'India', destination: 'Germany' },
  { nationality: 'China', destination: 'Japan' },
  { nationality: 'France', destination: 'Canada' },
] as const;

const CASES = TRIPS.flatMap((trip) =>
  TRIP_QUESTIONS.flatMap((topic) =>
    (['en', 'es', 'zh'] as const).flatMap((language) =>
      QUESTIONS[topic][language].map((message) => ({ ...trip, topic, language, message })),
    ),
  ),
);

describe('follow-up questions about the trip on screen', () => {
  it.each(CASES)(
    '$nationality → $destination, $language: "$message" ($topic)',
    async ({ nationality, destination, topic, language, message }) => {
      expect(detectTripQuestion(message)).toBe(topic);
      const reply = await respond({ message, nationality, destination, language });
      expect(reply.content).not.toMatch(CAPABILITY_LIST);
      expect(reply.content).toMatch(MARKERS[topic][language]);
      // The conversation stays on the same trip.
      expect(reply.metadata).toMatchObject({ nationality, destination, language });
    },
  );

  it('tells a visa-free traveller there is nothing to apply for, and a visa applicant the fee', async () => {
    const free = await respond({
      message: 'How much does the visa cost?',
      nationality: 'Germany',
      destination: 'Japan',
      language: 'en',
    });
    expect(free.content).toMatch(/no fee or waiting time/);
    const needed = await respond({
      message: 'How much does the visa cost?',
      nationality: 'India',
      destination: 'Germany',
      language: 'en',
    });
    expect(needed.content).toMatch(/Visa fees for Germany/);
    expect(needed.content).toMatch(/€|EUR|\$/);
  });

  it('warns that a visitor may not work, on a visa-free trip and on a visitor visa', async () => {
    for (const trip of [TRIPS[0], TRIPS[1]]) {
      const reply = await respond({ message: 'Can I work there?', ...trip, language: 'en' });
      expect(reply.content).toMatch(/^No\. /);
    }
  });

  it('lists no visa documents for a visa-free trip', async () => {
    const reply = await respond({
      message: 'What documents do I need?',
      nationality: 'Canada',
      destination: 'France',
      language: 'en',
    });
    expect(reply.content).not.toMatch(/application form|photograph/i);
    expect(reply.content).toMatch(/return or onward ticket/);
  });
});

describe('the length of stay a message states', () => {
  it.each([
    ['I am going for 3 weeks', 21],
    ['for 100 days', 100],
    ['a month in Spain', 30],
    ['two weeks in Rome', 14],
    ['Voy por dos meses', 60],
    ['una semana', 7],
    ['15 días en Lima', 15],
    ['我要去三个月', 90],
    ['停留两周', 14],
    ['十五天', 15],
    ['二十天', 20],
    ['10天', 10],
  ])('%s → %i days', (text, days) => {
    expect(statedStayDays(text)).toBe(days);
  });

  it.each(['How long can I stay?', 'Esta semana no', '我想去日本'])(
    'finds none in "%s"',
    (text) => {
      expect(statedStayDays(text)).toBeUndefined();
    },
  );

  it('relates the stated stay to the days allowed in the first visa answer', async () => {
    const fits = await respond({
      message: "I'm from the UK going to Thailand for 3 weeks",
      nationality: 'Unknown',
      destination: 'Unknown',
      language: 'en',
    });
    expect(fits.content).toContain('## Visa Requirements for Thailand');
    expect(fits.content).toMatch(/Your stay of 21 days fits within the \d+ days allowed/);
    const tooLong = await respond({
      message: 'How long can I stay? I plan 100 days',
      nationality: 'United Kingdom',
      destination: 'Thailand',
      language: 'en',
    });
    expect(tooLong.content).toMatch(/Your stay of 100 days is longer than the \d+ days allowed/);
    const es = await respond({
      message: '¿Cuánto tiempo puedo quedarme? Voy por dos meses',
      nationality: 'Alemania',
      destination: 'Japón',
      language: 'es',
    });
    expect(es.content).toMatch(/Su estancia de 60 días cabe en los 90 días permitidos/);
    const zh = await respond({
      message: '我可以停留多久？我打算待四个月',
      nationality: '德国',
      destination: '日本',
      language: 'zh',
    });
    expect(zh.content).toMatch(/您计划停留120天，超过允许的90天/);
  });
});

describe('questions that are not about the trip', () => {
  it.each([
    'I need a dummy flight reservation for my visa',
    'Best flights to Australia',
    'Travel insurance please',
    'Hola',
    'Gracias',
    '谢谢',
    'esta semana quiero viajar',
    // Purposes stated, not asked about: the purpose question takes them.
    'I want to study and work there',
    'Quiero estudiar y trabajar allí',
    '我想去那里学习和打工',
  ])('"%s" asks no follow-up question', (text) => {
    expect(detectTripQuestion(text)).toBeUndefined();
  });
});

describe('Chinese follow-up answers', () => {
  it('put no space after full-width punctuation', async () => {
    for (const topic of TRIP_QUESTIONS) {
      const reply = await respond({
        message: QUESTIONS[topic].zh[0] ?? '',
        nationality: 'China',
        destination: 'Japan',
        language: 'zh',
      });
      expect(reply.content, topic).not.toMatch(/[，。：；！？）] /);
    }
  });
});

describe('several cities, corrections and short names in one message', () => {
  it.each([
    ["I'd like to see Tokyo, Kyoto and Osaka", 'en', ['Tokyo', 'Kyoto', 'Osaka']],
    ['We want Tokyo, Hakone, Kyoto and Nara', 'en', ['Tokyo', 'Hakone', 'Kyoto', 'Nara-shi']],
    ['Quiero ver Tokio, Kioto y Osaka', 'es', ['Tokyo', 'Kyoto', 'Osaka']],
    ['我想去东京、京都和大阪', 'zh', ['Tokyo', 'Kyoto', 'Osaka']],
  ] as const)('"%s" opens the route planner with them', async (message, language, cities) => {
    const reply = await respond({
      message,
      nationality: 'Germany',
      destination: 'Japan',
      language,
    });
    expect(reply.metadata.flowStep).toBe('multi_city_builder');
    expect(reply.metadata.plannedCities?.map((city) => city.name)).toEqual(cities);
    expect(reply.content).not.toMatch(CAPABILITY_LIST);
  });

  it.each([
    ["actually I'm Canadian", 'en', 'CA', 'JP'],
    ['en realidad soy canadiense', 'es', 'CA', 'JP'],
    ['其实我是加拿大人', 'zh', 'CA', 'JP'],
  ] as const)('"%s" corrects the passport', async (message, language, nationality, destination) => {
    const reply = await respond({
      message,
      nationality: 'Germany',
      destination: 'Japan',
      language,
    });
    expect(reply.metadata).toMatchObject({
      nationalityCode: nationality,
      destinationCode: destination,
    });
  });

  it.each([
    ['we are heading to nz next month', 'NZ'],
    ['i want to go to uk', 'GB'],
    ['quiero ir a eeuu', 'US'],
    ['planning to backpack through Vietnam', 'VN'],
  ])('"%s" goes to %s', async (message, destination) => {
    const reply = await respond({ message, nationality: 'India', destination: 'Unknown' });
    expect(reply.metadata.destinationCode).toBe(destination);
  });
});
