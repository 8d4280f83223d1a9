import { describe, expect, it } from 'vitest';
import {
  buildItinerary,
  ITINERARY_ACTIVITIES,
  ITINERARY_MAX_DAYS,
  ITINERARY_THEMES,
  itineraryDuration,
  MAX_DAYS_PER_CITY,
  spreadDays,
  type BuildItineraryInput,
  type ItineraryActivity,
  type PreferenceInterest,
} from './itinerary';
import { PREFERENCE_BUDGETS, PREFERENCE_PURPOSES, type TravelPreferences } from './trip';

const FRANCE = ['Paris', 'Marseille', 'Lyon', 'Toulouse', 'Nice'];

describe('buildItinerary: length and defaults (product.md §4.7)', () => {
  it.each([
    { name: 'short', preferences: { duration: 'short' }, days: 3, duration: 'short' },
    { name: 'medium', preferences: { duration: 'medium' }, days: 5, duration: 'medium' },
    { name: 'long', preferences: { duration: 'long' }, days: 8, duration: 'long' },
    { name: 'no duration: medium', preferences: {}, days: 5, duration: 'medium' },
    {
      name: 'a duration the wizard lacks: 3 days',
      preferences: { duration: 'fortnight' },
      days: 3,
      duration: 'unknown',
    },
  ] as const)('$name gives $days days', ({ preferences, days, duration }) => {
    const plan = buildItinerary({
      destinationCode: 'FR',
      cities: FRANCE,
      preferences: preferences as TravelPreferences,
    });
    expect(plan.duration).toBe(duration);
    expect(plan.days).toHaveLength(days);
    expect(plan.days.map((d) => d.day)).toEqual(Array.from({ length: days }, (_, i) => i + 1));
  });

  it.each([
    { preferences: {}, purpose: 'leisure', budget: 'mid' },
    { preferences: { purpose: 'food', budget: 'luxury' }, purpose: 'food', budget: 'luxury' },
    { preferences: { purpose: 'spying' }, purpose: 'leisure', budget: 'mid' },
  ])('resolves $preferences to $purpose and $budget', ({ preferences, purpose, budget }) => {
    const plan = buildItinerary({
      destinationCode: 'FR',
      cities: FRANCE,
      preferences: preferences as TravelPreferences,
    });
    expect(plan.purpose).toBe(purpose);
    expect(plan.budget).toBe(budget);
    expect(plan.destinationCode).toBe('FR');
  });

  it('accepts a duration given as a stored value', () => {
    expect(itineraryDuration(undefined)).toBe('medium');
    expect(itineraryDuration(null)).toBe('medium');
    expect(itineraryDuration('long')).toBe('long');
    expect(itineraryDuration(7)).toBe('unknown');
  });
});

describe('buildItinerary: cities', () => {
  it.each([
    { duration: 'short', cities: FRANCE, expected: ['Paris', 'Paris', 'Paris'] },
    {
      duration: 'medium',
      cities: FRANCE,
      expected: ['Paris', 'Paris', 'Paris', 'Marseille', 'Marseille'],
    },
    {
      duration: 'long',
      cities: FRANCE,
      expected: ['Paris', 'Paris', 'Paris', 'Marseille', 'Marseille', 'Marseille', 'Lyon', 'Lyon'],
    },
    { duration: 'long', cities: ['Tokyo'], expected: Array<string>(8).fill('Tokyo') },
    {
      duration: 'long',
      cities: ['Rome', 'Milan'],
      expected: ['Rome', 'Rome', 'Rome', 'Rome', 'Milan', 'Milan', 'Milan', 'Milan'],
    },
    {
      name: 'blanks and repeats dropped',
      duration: 'medium',
      cities: [' ', 'Berlin', 'berlin', ' Munich '],
      expected: ['Berlin', 'Berlin', 'Berlin', 'Munich', 'Munich'],
    },
    { duration: 'short', cities: [], expected: ['DE', 'DE', 'DE'] },
  ] as const)('$duration over $cities', ({ duration, cities, expected }) => {
    const plan = buildItinerary({
      destinationCode: 'DE',
      cities,
      preferences: { duration },
    });
    expect(plan.days.map((d) => d.city)).toEqual(expected);
  });

  it.each([
    [3, 5, 3],
    [5, 5, 3],
    [8, 5, 3],
    [8, 10, 3],
    [14, 10, 3],
  ])('%i days over %i cities stay at most %i days in a city', (days, count, max) => {
    expect(max).toBe(MAX_DAYS_PER_CITY);
    const cities = Array.from({ length: count }, (_, i) => `City ${i}`);
    const spread = spreadDays(days, cities);
    expect(spread).toHaveLength(days);
    const stays = new Map<string, number>();
    for (const city of spread) stays.set(city, (stays.get(city) ?? 0) + 1);
    for (const stay of stays.values()) expect(stay).toBeLessThanOrEqual(max);
    // Each city's days are together, in the given order.
    expect([...new Set(spread)]).toEqual(cities.slice(0, stays.size));
  });
});

describe('buildItinerary: the trip the traveller chose', () => {
  const cities = (plan: { days: { city: string }[] }) => plan.days.map((day) => day.city);

  it('follows the planner: every city for its stays, none dropped, whatever the wizard said', () => {
    const plan = buildItinerary({
      destinationCode: 'FR',
      cities: ['Paris', 'Avignon', 'Nice', 'Lyon'],
      preferences: { duration: 'long' },
      trip: { stays: [3, 2, 7, 2] },
    });
    expect(cities(plan)).toEqual([
      ...Array<string>(3).fill('Paris'),
      'Avignon',
      'Avignon',
      ...Array<string>(7).fill('Nice'),
      'Lyon',
      'Lyon',
    ]);
    expect(plan.days.at(-1)?.activities).toContain('departure');
    expect(plan.days[3]?.activities[0]).toBe('transfer');
  });

  it('lasts as long as the booked dates, over every chosen city in order', () => {
    const plan = buildItinerary({
      destinationCode: 'US',
      cities: ['New York City', 'Boston'],
      preferences: { duration: 'long' },
      trip: { days: 9 },
    });
    expect(cities(plan)).toEqual([
      ...Array<string>(5).fill('New York City'),
      ...Array<string>(4).fill('Boston'),
    ]);
  });

  it('keeps the wizard duration without dates, still visiting every chosen city', () => {
    const plan = buildItinerary({
      destinationCode: 'JP',
      cities: ['Tokyo', 'Kyoto', 'Osaka', 'Nara', 'Kobe'],
      preferences: { duration: 'medium' },
      trip: {},
    });
    expect(cities(plan)).toEqual(['Tokyo', 'Kyoto', 'Osaka', 'Nara', 'Kobe']);
  });

  it('plans at most the first 30 days of a long trip', () => {
    const plan = buildItinerary({
      destinationCode: 'AU',
      cities: ['Sydney'],
      preferences: {},
      trip: { days: 90 },
    });
    expect(plan.days).toHaveLength(ITINERARY_MAX_DAYS);
  });
});

describe('buildItinerary: days', () => {
  it('opens with arrival and check-in, closes with departure, moves on with a transfer', () => {
    const plan = buildItinerary({
      destinationCode: 'FR',
      cities: FRANCE,
      preferences: { purpose: 'culture', duration: 'long', budget: 'budget' },
    });
    const first = plan.days[0];
    const last = plan.days[7];
    expect(first?.theme).toBe('arrival');
    expect(first?.activities[0]).toBe('checkInBudget');
    expect(last?.theme).toBe('departure');
    expect(last?.activities.at(-1)).toBe('departure');
    // Days 4 and 7 begin in a new city.
    expect(plan.days[3]?.activities[0]).toBe('transfer');
    expect(plan.days[6]?.activities[0]).toBe('transfer');
    const middle = plan.days.slice(1, 7).map((d) => d.theme);
    expect(middle).toEqual(['heritage', 'arts', 'traditions', 'heritage', 'arts', 'traditions']);
  });

  it.each(PREFERENCE_BUDGETS.map((budget) => [budget]))(
    'the %s budget picks its hotel and dining tier',
    (budget) => {
      const tier = `${budget.charAt(0).toUpperCase()}${budget.slice(1)}`;
      const plan = buildItinerary({
        destinationCode: 'IT',
        cities: ['Rome'],
        preferences: { budget, duration: 'medium' },
      });
      expect(plan.days[0]?.activities[0]).toBe(`checkIn${tier}`);
      const dinners = plan.days.flatMap((d) => d.activities).filter((a) => a.startsWith('dinner'));
      expect(dinners.length).toBeGreaterThan(0);
      expect(new Set(dinners)).toEqual(new Set([`dinner${tier}`]));
    },
  );

  it.each<{ purpose: (typeof PREFERENCE_PURPOSES)[number]; expects: ItineraryActivity[] }>([
    { purpose: 'leisure', expects: ['walkingTour', 'viewpoint'] },
    { purpose: 'business', expects: ['meetings', 'businessLunch'] },
    { purpose: 'adventure', expects: ['hike', 'bikeTour'] },
    { purpose: 'culture', expects: ['museum', 'historicSite'] },
    { purpose: 'food', expects: ['foodMarket', 'cookingClass'] },
    { purpose: 'shopping', expects: ['marketVisit', 'shoppingDistrict'] },
  ])('a $purpose trip plans $expects', ({ purpose, expects }) => {
    const plan = buildItinerary({
      destinationCode: 'ES',
      cities: ['Madrid', 'Barcelona'],
      preferences: { purpose, duration: 'medium' },
    });
    const planned = plan.days.flatMap((d) => d.activities);
    for (const activity of expects) expect(planned).toContain(activity);
  });

  it.each<{ interests: PreferenceInterest[]; expects: ItineraryActivity[] }>([
    { interests: ['art'], expects: ['artGallery'] },
    { interests: ['nature', 'historical'], expects: ['parkStroll', 'historicSite'] },
    { interests: ['nightlife'], expects: ['nightlife'] },
    { interests: ['outdoor', 'shopping'], expects: ['hike', 'shoppingDistrict'] },
  ])('interests $interests add $expects', ({ interests, expects }) => {
    const plan = buildItinerary({
      destinationCode: 'JP',
      cities: ['Tokyo', 'Osaka', 'Kyoto'],
      preferences: { purpose: 'leisure', duration: 'long', interests },
    });
    const planned = plan.days.flatMap((d) => d.activities);
    for (const activity of expects) expect(planned).toContain(activity);
  });

  it('never plans an activity twice in a day and uses only known keys', () => {
    for (const purpose of PREFERENCE_PURPOSES) {
      for (const duration of ['short', 'medium', 'long'] as const) {
        const plan = buildItinerary({
          destinationCode: 'GB',
          cities: ['London', 'Manchester', 'Edinburgh'],
          preferences: { purpose, duration, interests: ['food', 'art', 'nightlife'] },
        });
        for (const day of plan.days) {
          expect(ITINERARY_THEMES).toContain(day.theme);
          expect(new Set(day.activities).size).toBe(day.activities.length);
          expect(day.activities.length).toBeGreaterThanOrEqual(2);
          for (const activity of day.activities) expect(ITINERARY_ACTIVITIES).toContain(activity);
        }
      }
    }
  });

  it('is deterministic and ignores the order interests were picked in', () => {
    const input: BuildItineraryInput = {
      destinationCode: 'FR',
      cities: FRANCE,
      preferences: {
        purpose: 'food',
        duration: 'long',
        budget: 'luxury',
        interests: ['art', 'food'],
      },
    };
    const plan = buildItinerary({ ...input, preferences: { ...input.preferences } });
    expect(buildItinerary({ ...input, preferences: { ...input.preferences } })).toEqual(plan);
    expect(
      buildItinerary({
        ...input,
        preferences: { ...input.preferences, interests: ['food', 'art'] },
      }),
    ).toEqual(plan);
  });
});
