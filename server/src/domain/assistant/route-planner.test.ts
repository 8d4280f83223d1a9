import { describe, expect, it } from 'vitest';
import type { Language } from '@common/constants';
import type { TripCity } from '@common/trip';
import { loadGeography } from '../geography/geography';
import { nextConversation, turnInput } from './conversation';
import { createAssistant } from './respond';
import { asksAQuestion, namedCities } from './understanding/named-cities';

// Cities named in a message open the route planner with them, in the order named; when the
// message first settles the countries, they are kept for the planner (product.md §3.3).

const { respond } = createAssistant();
const geography = loadGeography();
const findCity = (name: string, country: Parameters<typeof geography.findCity>[1]) =>
  geography.findCity(name, country);
const names = (cities: readonly { city: TripCity }[]) => cities.map((entry) => entry.city.name);

const GERMAN_IN_JAPAN = { nationality: 'Germany', destination: 'Japan' } as const;
const KEPT: TripCity[] = [
  { name: 'Tokyo', country: 'JP', airport: 'HND' },
  { name: 'Osaka', country: 'JP', airport: 'KIX' },
];

describe('the cities a message names', () => {
  it.each([
    ['Tokyo, Kyoto and Osaka', 'JP', ['Tokyo', 'Kyoto', 'Osaka']],
    ['tokyo, kyoto and osaka please', 'JP', ['Tokyo', 'Kyoto', 'Osaka']],
    ['Osaka first, then Kyoto and finally Tokyo', 'JP', ['Osaka', 'Kyoto', 'Tokyo']],
    ['I fly into Tokyo and out of Osaka', 'JP', ['Tokyo', 'Osaka']],
    ['Tokio, Kioto y Osaka', 'JP', ['Tokyo', 'Kyoto', 'Osaka']],
    ['东京、京都和大阪', 'JP', ['Tokyo', 'Kyoto', 'Osaka']],
    ['先去大阪，然后东京', 'JP', ['Osaka', 'Tokyo']],
    ['Rome, Florence and Venice', 'IT', ['Rome', 'Florence', 'Venice']],
    ['Roma, Florencia y Venecia', 'IT', ['Rome', 'Florence', 'Venice']],
    ['罗马、佛罗伦萨和威尼斯', 'IT', ['Rome', 'Florence', 'Venice']],
    ['New York, Boston and Chicago', 'US', ['New York City', 'Boston', 'Chicago']],
    ['Bangkok, Chiang Mai and Phuket', 'TH', ['Bangkok', 'Chiang Mai', 'Phuket']],
  ] as const)('"%s" in %s: %j', (message, country, expected) => {
    expect(names(namedCities(message, country, findCity))).toEqual(expected);
  });

  it('finds capitalised cities the table does not know through the geography', () => {
    expect(names(namedCities('Tokyo, Hakone and Nikko', 'JP', findCity))).toEqual([
      'Tokyo',
      'Hakone',
      'Nikkō',
    ]);
  });

  it('keeps the name as the traveller wrote it for the reply', () => {
    expect(namedCities('Tokio y Kioto', 'JP', findCity).map((entry) => entry.said)).toEqual([
      'Tokio',
      'Kioto',
    ]);
  });

  it('names each city once and at most the four the planner holds after the departure', () => {
    const message = 'Tokyo, Kyoto, Osaka, Nara, Hiroshima, Sapporo and Tokyo again';
    expect(names(namedCities(message, 'JP', findCity))).toEqual([
      'Tokyo',
      'Kyoto',
      'Osaka',
      'Nara-shi',
    ]);
  });

  it.each([
    ['I want to see Japan and relax', 'JP'],
    ['My friend Jordan is coming with me', 'JP'],
    ['Can I work there?', 'JP'],
    ['What documents do I need?', 'ES'],
    ['Quiero ir a España con mi hermana', 'ES'],
    ['我想去日本旅游两周', 'JP'],
    ['I live in Paris and fly to Tokyo', 'JP'],
  ] as const)('"%s" names no two cities of %s', (message, country) => {
    expect(namedCities(message, country, findCity).length).toBeLessThan(2);
  });

  it.each([
    ['Is Tokyo safer than Osaka?', true],
    ['¿Es mejor Tokio o Kioto?', true],
    ['东京和大阪哪个好吗', true],
    ['东京和大阪哪个更好？', true],
    ['Tokyo, Kyoto and Osaka', false],
    ['Quiero ver Tokio y Kioto.', false],
  ] as const)('"%s" is a question: %s', (message, expected) => {
    expect(asksAQuestion(message)).toBe(expected);
  });
});

describe('the route planner opened with the named cities', () => {
  it.each([
    ['en', "I'd like to see Tokyo, Kyoto and Osaka", /Tokyo → Kyoto → Osaka/],
    ['en', 'tokyo, kyoto and osaka', /Tokyo → Kyoto → Osaka/],
    ['es', 'Quiero ver Tokio, Kioto y Osaka', /Tokio → Kioto → Osaka/],
    ['zh', '我想去东京、京都和大阪', /东京 → 京都 → 大阪/],
  ] as const)('%s: "%s"', async (language: Language, message, route) => {
    const reply = await respond({ message, ...GERMAN_IN_JAPAN, language });
    expect(reply.metadata.flowStep).toBe('multi_city_builder');
    expect(reply.metadata.plannedCities).toEqual([
      { name: 'Tokyo', country: 'JP', airport: 'HND' },
      { name: 'Kyoto', country: 'JP', airport: '' },
      { name: 'Osaka', country: 'JP', airport: 'KIX' },
    ]);
    expect(reply.content).toMatch(route);
  });

  it('answers a question that names cities instead of opening the planner, keeping the cities', async () => {
    const reply = await respond({
      message: 'Do I need a visa for Tokyo and Osaka?',
      ...GERMAN_IN_JAPAN,
      language: 'en',
    });
    expect(reply.metadata.flowStep).not.toBe('multi_city_builder');
    expect(reply.metadata.visaRequirement?.category).toBe('visa_free');
    expect(reply.metadata.plannedCities).toEqual(KEPT);
  });

  it.each([
    ['en', "I'm German and I'd like to see Tokyo, Kyoto and Osaka", /plan my route/],
    ['es', 'Soy alemán y quiero ver Tokio, Kioto y Osaka', /planificar mi ruta/],
    ['zh', '我是德国人，想去东京、京都和大阪', /规划我的路线/],
  ] as const)(
    '%s: the visa answer comes first and says the cities are kept',
    async (language: Language, message, cue) => {
      const reply = await respond({
        message,
        nationality: 'Unknown',
        destination: 'Unknown',
        language,
      });
      expect(reply.metadata).toMatchObject({ nationalityCode: 'DE', destinationCode: 'JP' });
      expect(reply.metadata.flowStep).not.toBe('multi_city_builder');
      expect(reply.metadata.plannedCities?.map((city) => city.name)).toEqual([
        'Tokyo',
        'Kyoto',
        'Osaka',
      ]);
      expect(reply.content).toMatch(cue);
    },
  );

  it.each([
    ['en', 'plan my route'],
    ['es', 'Quiero planificar mi ruta'],
    ['zh', '规划我的路线'],
    ['en', 'I want to visit several cities'],
  ] as const)('%s: "%s" opens the planner with the kept cities', async (language, message) => {
    const reply = await respond({
      message,
      ...GERMAN_IN_JAPAN,
      language,
      flowStep: 'visa_free_booking',
      plannedCities: KEPT,
    });
    expect(reply.metadata.flowStep).toBe('multi_city_builder');
    expect(reply.metadata.plannedCities).toEqual(KEPT);
  });

  it('asks the multi-city question when no cities are kept', async () => {
    const reply = await respond({
      message: 'I want to visit several cities',
      ...GERMAN_IN_JAPAN,
      language: 'en',
      flowStep: 'visa_free_booking',
    });
    expect(reply.metadata.flowStep).toBe('multi_city_question');
    expect(reply.metadata.plannedCities).toBeUndefined();
  });

  it('Add another city opens the planner with the kept cities', async () => {
    const reply = await respond({
      message: 'Add another city',
      ...GERMAN_IN_JAPAN,
      language: 'en',
      flowStep: 'multi_city_question',
      plannedCities: KEPT,
      action: { type: 'add_another_city', flowStep: 'multi_city_question' },
    });
    expect(reply.metadata.flowStep).toBe('multi_city_builder');
    expect(reply.metadata.plannedCities).toEqual(KEPT);
  });
});

describe('the conversation keeps the named cities', () => {
  const base = {
    nationality: 'Germany',
    destination: 'Japan',
    nationalityCode: 'DE',
    destinationCode: 'JP',
    language: 'en',
  } as const;

  it('from the reply that named them to the next turn', () => {
    const named = nextConversation(undefined, {
      ...base,
      flowStep: 'visa_free_booking',
      plannedCities: KEPT,
    });
    const later = nextConversation(named, { ...base, flowStep: 'visa_free_booking' });
    expect(later.plannedCities).toEqual(KEPT);
    const input = turnInput(later, { nationality: 'Germany', destination: 'Japan' });
    expect(input.plannedCities).toEqual(KEPT);
  });

  it('and forgets them when the destination changes', () => {
    const named = nextConversation(undefined, {
      ...base,
      flowStep: 'visa_free_booking',
      plannedCities: KEPT,
    });
    const elsewhere = nextConversation(named, {
      ...base,
      destination: 'Italy',
      destinationCode: 'IT',
      flowStep: 'visa_free_booking',
    });
    expect(elsewhere.plannedCities).toBeUndefined();
  });
});
