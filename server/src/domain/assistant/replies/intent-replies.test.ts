import { formatMoney } from '@common/format-money';
import { describe, expect, it, vi } from 'vitest';
import {
  ADDON_PRICES,
  DEFAULT_CURRENCY,
  SUPPORTED_LANGUAGES,
  type AddonServiceType,
  type Language,
} from '@common/constants';
import type * as Constants from '@common/constants';
import { isVisaContent, mentionsVisaRequirements } from '@common/visa-reply-markers';
import { INTENTS, classifyIntent, type Intent } from '../understanding/classify-intent';
import { text } from '../../../lib/texts';
import { intentReply, type IntentReplyIntent } from './intent-replies';

const REPLY_INTENTS = INTENTS.filter(
  (intent): intent is IntentReplyIntent => intent !== 'visa_requirements' && intent !== 'unknown',
);

// Country names arrive already localised, as the engine passes them.
const JAPAN: Record<Language, string> = { en: 'Japan', es: 'Japón', zh: '日本' };
const FRANCE: Record<Language, string> = { en: 'France', es: 'Francia', zh: '法国' };
const INDIA: Record<Language, string> = { en: 'India', es: 'India', zh: '印度' };

const HAN = /\p{Script=Han}/u;
// A US-dollar amount as each language writes it (common/format-money.ts).
const PRICE: Readonly<Record<Language, RegExp>> = {
  en: /\$(\d+(?:\.\d+)?)/g,
  es: /(\d+(?:,\d+)?)\sUS\$/gu,
  zh: /US\$(\d+(?:\.\d+)?)/g,
};

function contextsFor(language: Language) {
  return [
    {},
    { destination: JAPAN[language] },
    { nationality: INDIA[language] },
    { destination: JAPAN[language], nationality: INDIA[language] },
  ];
}

const cases = REPLY_INTENTS.flatMap((intent) =>
  SUPPORTED_LANGUAGES.map((language) => [intent, language] as const),
);

describe.each(cases)('intentReply(%s, %s)', (intent, language) => {
  const replies = contextsFor(language).map((context) => ({
    context,
    reply: intentReply(intent, language, context),
  }));

  it('is non-empty markdown with no HTML, headings or leftover placeholders', () => {
    for (const { reply } of replies) {
      expect(reply.content.trim().length).toBeGreaterThan(40);
      expect(reply.content).not.toContain('<');
      expect(reply.content).not.toMatch(/[{}]/);
      expect(reply.content).not.toMatch(/undefined|null|NaN|\[object/);
      expect(reply.content).not.toMatch(/^#/m);
      expect(reply.content).not.toMatch(/\n{3,}|[ \t]+$/m);
    }
  });

  it('is written in the language asked for', () => {
    for (const { context, reply } of replies) {
      if (language === 'zh') {
        expect(reply.content).toMatch(HAN);
      } else {
        expect(reply.content).not.toMatch(HAN);
      }
      if (language === 'es') {
        const english = intentReply(intent, 'en', context).content;
        expect(reply.content).not.toBe(english);
        expect(reply.content).toMatch(/[áéíóúñ¿¡]/);
      }
    }
  });

  it('is never taken for a visa reply by the client', () => {
    for (const { reply } of replies) {
      expect(mentionsVisaRequirements(reply.content)).toBe(false);
      expect(isVisaContent(reply.content)).toBe(false);
    }
  });

  it('names the destination when it is known', () => {
    for (const { context, reply } of replies) {
      if (context.destination) expect(reply.content).toContain(context.destination);
    }
  });

  it('shows only add-on prices from common/constants, including every offered one', () => {
    const known = Object.values(ADDON_PRICES).map(Number);
    for (const { reply } of replies) {
      for (const [, amount] of reply.content.matchAll(PRICE[language])) {
        expect(known).toContain(Number(amount?.replace(',', '.')));
      }
      for (const type of reply.offers) {
        expect(reply.content).toContain(
          formatMoney(ADDON_PRICES[type], DEFAULT_CURRENCY, language),
        );
      }
    }
  });
});

describe('offers', () => {
  const expected: Record<IntentReplyIntent, readonly AddonServiceType[]> = {
    flights: ['dummy-flight'],
    hotels: ['dummy-hotel'],
    dummy_flight: ['dummy-flight'],
    dummy_hotel: ['dummy-hotel'],
    insurance: ['travel-insurance'],
    esim: [],
    car_rental: [],
    restaurants: [],
    tours: [],
    itinerary: [],
    greeting: [],
    thanks: [],
    help: [],
  };

  it.each(cases)('%s in %s offers the add-on it talks about', (intent, language) => {
    for (const context of contextsFor(language)) {
      expect(intentReply(intent, language, context).offers).toEqual(expected[intent]);
    }
  });
});

describe('asking for what is missing', () => {
  const askWhere: Record<Language, RegExp> = {
    en: /where would you like to (go|fly|stay|travel)\?/i,
    es: /¿(adónde|dónde|a qué país) le gustaría \p{L}+\?/iu,
    zh: /您想(飞往|住在|去)哪\p{Script=Han}*？/u,
  };
  const asking = (['flights', 'hotels', 'itinerary', 'greeting'] as const).flatMap((intent) =>
    SUPPORTED_LANGUAGES.map((language) => [intent, language] as const),
  );

  it.each(asking)(
    '%s in %s asks where to go only while the destination is unknown',
    (intent, language) => {
      expect(intentReply(intent, language, {}).content).toMatch(askWhere[language]);
      expect(intentReply(intent, language, { destination: JAPAN[language] }).content).not.toMatch(
        askWhere[language],
      );
    },
  );

  it.each(SUPPORTED_LANGUAGES)(
    'flights in %s ask for the departure city once the destination is known',
    (language) => {
      const departure = { en: /departure city/, es: /ciudad de salida/, zh: /出发城市/ }[language];
      expect(intentReply('flights', language, { destination: JAPAN[language] }).content).toMatch(
        departure,
      );
    },
  );

  it.each(SUPPORTED_LANGUAGES)(
    'greeting in %s offers the visa check, or asks for the passport it needs',
    (language) => {
      const withPassport = intentReply('greeting', language, {
        destination: JAPAN[language],
        nationality: INDIA[language],
      }).content;
      expect(withPassport).toContain(INDIA[language]);
      const askPassport = {
        en: /which passport you hold/,
        es: /de qué país es su pasaporte/,
        zh: /持哪国护照/,
      }[language];
      expect(withPassport).not.toMatch(askPassport);
      expect(intentReply('greeting', language, { destination: JAPAN[language] }).content).toMatch(
        askPassport,
      );
    },
  );

  it("treats the client's 'Unknown' and blank countries as not known", () => {
    for (const intent of REPLY_INTENTS) {
      const none = intentReply(intent, 'en', {});
      expect(intentReply(intent, 'en', { destination: 'Unknown', nationality: 'Unknown' })).toEqual(
        none,
      );
      expect(intentReply(intent, 'en', { destination: '  ', nationality: '' })).toEqual(none);
    }
  });
});

describe('documents for a visa application', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'in %s, dummy reservations say they are not real tickets or bookings',
    (language) => {
      const notReal = {
        en: { flight: /not a ticket/i, hotel: /not a real booking/i },
        es: { flight: /no es un billete/i, hotel: /no es una reserva real/i },
        zh: { flight: /并非机票/, hotel: /并非真实预订/ },
      }[language];
      expect(intentReply('dummy_flight', language, {}).content).toMatch(notReal.flight);
      expect(intentReply('dummy_hotel', language, {}).content).toMatch(notReal.hotel);
    },
  );

  it.each(SUPPORTED_LANGUAGES)('in %s, insurance names its three covers', (language) => {
    const covers = {
      en: ['Medical emergencies', 'Trip cancellation', 'Lost baggage'],
      es: ['Emergencias médicas', 'Cancelación del viaje', 'Pérdida de equipaje'],
      zh: ['医疗急救', '行程取消', '行李丢失'],
    }[language];
    const content = intentReply('insurance', language, {}).content;
    for (const cover of covers) expect(content).toContain(cover);
  });

  it.each(SUPPORTED_LANGUAGES)(
    'in %s, the Schengen minimum cover applies to Schengen states only',
    (language) => {
      const minimum = text(language, 'visa-documents:schengenMinimumCover');
      expect(
        intentReply('insurance', language, { destination: FRANCE[language] }).content,
      ).toContain(minimum);
      expect(intentReply('insurance', language, {}).content).toContain(minimum);
      expect(
        intentReply('insurance', language, { destination: JAPAN[language] }).content,
      ).not.toContain(minimum);
    },
  );

  it('takes prices from common/constants, not from the texts', async () => {
    vi.resetModules();
    vi.doMock('@common/constants', async (importOriginal) => ({
      ...(await importOriginal<typeof Constants>()),
      ADDON_PRICES: { 'travel-insurance': '1.11', 'dummy-flight': '2.22', 'dummy-hotel': '3.33' },
      DEFAULT_CURRENCY: 'EUR',
    }));
    try {
      const { intentReply: withOtherPrices } = await import('./intent-replies');
      expect(withOtherPrices('dummy_flight', 'en', {}).content).toContain('€2.22');
      expect(withOtherPrices('dummy_hotel', 'es', {}).content).toContain('3,33\u00a0€');
      expect(withOtherPrices('insurance', 'zh', {}).content).toContain('€1.11');
      expect(withOtherPrices('help', 'en', {}).content).not.toContain('29.99');
    } finally {
      vi.doUnmock('@common/constants');
      vi.resetModules();
    }
  });
});

describe('help', () => {
  // prettier-ignore
  const capabilities: Record<Language, readonly string[]> = {
    en: ['Visa requirements', 'Dummy flight', 'Dummy hotel', 'Travel insurance', 'Flights', 'hotels', 'eSIM', 'car rental', 'restaurants', 'tours', 'Itineraries'],
    es: ['Requisitos de visado', 'Reserva de vuelo', 'Reserva de hotel', 'Seguro de viaje', 'Vuelos', 'hoteles', 'eSIM', 'alquiler de coches', 'restaurantes', 'tours', 'Itinerarios'],
    zh: ['签证要求', '机票预订单', '酒店预订单', '旅行保险', '机票', '酒店', 'eSIM', '租车', '餐厅', '旅游项目', '行程'],
  };

  it.each(SUPPORTED_LANGUAGES)('in %s lists everything the assistant does', (language) => {
    const content = intentReply('help', language, {}).content;
    for (const capability of capabilities[language]) expect(content).toContain(capability);
  });

  // The examples are meant to be typed as they are, so the chat must understand each one.
  const exampleIntents: readonly Intent[] = [
    'visa_requirements',
    'dummy_flight',
    'insurance',
    'flights',
    'esim',
    'itinerary',
  ];

  it.each(SUPPORTED_LANGUAGES)('in %s gives example questions the chat understands', (language) => {
    for (const context of [{}, { destination: FRANCE[language] }]) {
      const content = intentReply('help', language, context).content;
      const examples = [...content.matchAll(/["«“]([^"»”]+)["»”]/g)].map((match) => match[1] ?? '');
      expect(examples.map(classifyIntent)).toEqual(exampleIntents);
    }
  });
});
