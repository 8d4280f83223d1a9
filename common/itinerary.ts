import {
  DEFAULT_PREFERENCE_DURATION,
  DEFAULT_PREFERENCE_PURPOSE,
  ITINERARY_DAYS,
  ITINERARY_UNKNOWN_DURATION_DAYS,
  PREFERENCE_BUDGETS,
  PREFERENCE_DURATIONS,
  PREFERENCE_INTERESTS,
  PREFERENCE_PURPOSES,
  type TravelPreferences,
} from './trip';

// The personalised itinerary of show_personalized_itinerary (product.md §4.7; decision 012): a
// day-by-day plan by purpose over the destination's real cities. Pure and deterministic, so the
// chat, its .ics file and its PDF agree. It names themes and activities by key; the client
// translates them.

export type PreferencePurpose = (typeof PREFERENCE_PURPOSES)[number];
export type PreferenceDuration = (typeof PREFERENCE_DURATIONS)[number];
export type PreferenceBudget = (typeof PREFERENCE_BUDGETS)[number];
export type PreferenceInterest = (typeof PREFERENCE_INTERESTS)[number];

/** A duration the wizard does not offer (an old or edited stored value) gives 3 days. */
export type ItineraryDuration = PreferenceDuration | 'unknown';

/** The budget tier when none was chosen. */
export const DEFAULT_PREFERENCE_BUDGET: PreferenceBudget = 'mid';

/** A city gets at most this many days before the plan moves on, while cities remain. */
export const MAX_DAYS_PER_CITY = 3;

export const ITINERARY_THEMES = [
  'arrival',
  'departure',
  'highlights',
  'relaxation',
  'localLife',
  'business',
  'networking',
  'adventure',
  'outdoors',
  'active',
  'heritage',
  'arts',
  'traditions',
  'foodMarkets',
  'culinary',
  'streetFood',
  'markets',
  'shopping',
  'design',
] as const;
export type ItineraryTheme = (typeof ITINERARY_THEMES)[number];

export const ITINERARY_ACTIVITIES = [
  // The day's frame.
  'checkInBudget',
  'checkInMid',
  'checkInLuxury',
  'transfer',
  'departure',
  'dinnerBudget',
  'dinnerMid',
  'dinnerLuxury',
  // Leisure.
  'walkingTour',
  'viewpoint',
  'parkStroll',
  'cafeTime',
  'oldTown',
  // Business.
  'meetings',
  'coworking',
  'businessLunch',
  'networkingEvent',
  // Adventure and the outdoors.
  'hike',
  'bikeTour',
  'waterSports',
  'natureDayTrip',
  // Culture, history and art.
  'museum',
  'historicSite',
  'heritageTour',
  'localPerformance',
  'artGallery',
  'streetArt',
  // Food.
  'foodMarket',
  'cookingClass',
  'foodTour',
  'tasting',
  // Shopping.
  'marketVisit',
  'shoppingDistrict',
  'designShops',
  'souvenirs',
  // Evenings.
  'nightlife',
] as const;
export type ItineraryActivity = (typeof ITINERARY_ACTIVITIES)[number];

/** Each purpose's day themes, in turn, for the days between arrival and departure. */
const PURPOSE_THEMES: Record<PreferencePurpose, readonly ItineraryTheme[]> = {
  leisure: ['highlights', 'relaxation', 'localLife'],
  business: ['business', 'networking', 'highlights'],
  adventure: ['adventure', 'outdoors', 'active'],
  culture: ['heritage', 'arts', 'traditions'],
  food: ['foodMarkets', 'culinary', 'streetFood'],
  shopping: ['markets', 'shopping', 'design'],
};

/** What a purpose fills its days with, most typical first. */
const PURPOSE_ACTIVITIES: Record<PreferencePurpose, readonly ItineraryActivity[]> = {
  leisure: ['walkingTour', 'viewpoint', 'parkStroll', 'cafeTime', 'oldTown'],
  business: ['meetings', 'businessLunch', 'coworking', 'networkingEvent', 'walkingTour'],
  adventure: ['hike', 'bikeTour', 'waterSports', 'natureDayTrip'],
  culture: ['museum', 'historicSite', 'heritageTour', 'localPerformance'],
  food: ['foodMarket', 'cookingClass', 'foodTour', 'tasting'],
  shopping: ['marketVisit', 'shoppingDistrict', 'designShops', 'souvenirs'],
};

/** What an interest adds to the days; nightlife takes every other evening instead. */
const INTEREST_ACTIVITIES: Record<PreferenceInterest, readonly ItineraryActivity[]> = {
  cultural: ['museum', 'localPerformance'],
  food: ['foodMarket', 'foodTour'],
  shopping: ['shoppingDistrict', 'souvenirs'],
  outdoor: ['hike', 'bikeTour'],
  nightlife: [],
  historical: ['historicSite', 'heritageTour'],
  art: ['artGallery', 'streetArt'],
  nature: ['parkStroll', 'natureDayTrip'],
};

const CHECK_IN: Record<PreferenceBudget, ItineraryActivity> = {
  budget: 'checkInBudget',
  mid: 'checkInMid',
  luxury: 'checkInLuxury',
};
const DINNER: Record<PreferenceBudget, ItineraryActivity> = {
  budget: 'dinnerBudget',
  mid: 'dinnerMid',
  luxury: 'dinnerLuxury',
};

export type ItineraryDay = {
  /** 1-based. */
  day: number;
  city: string;
  theme: ItineraryTheme;
  /** Morning to evening. */
  activities: ItineraryActivity[];
};

export type Itinerary = {
  destinationCode: string;
  purpose: PreferencePurpose;
  duration: ItineraryDuration;
  budget: PreferenceBudget;
  days: ItineraryDay[];
};

/**
 * The trip the traveller chose (product.md §4.7): its cities are all visited, in their order;
 * `stays` (days per city, the planner's) or else `days` (the booked dates' length) set how
 * long the plan is, instead of the wizard's duration.
 */
export type ChosenTrip = { stays?: readonly number[]; days?: number };

/** The longest plan the booked dates make; longer trips are planned for their first 30 days. */
export const ITINERARY_MAX_DAYS = 30;

export type BuildItineraryInput = {
  /** ISO 3166-1 alpha-2; the days' city when no city is known. */
  destinationCode: string;
  /** The destination's real cities, most relevant first (chosen ones, then the most populous). */
  cities: readonly string[];
  preferences: TravelPreferences;
  /** Present when `cities` are the traveller's own choice. */
  trip?: ChosenTrip;
};

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** How many days a stored duration gives: none → medium, one the wizard lacks → 3. */
export function itineraryDuration(duration: unknown): ItineraryDuration {
  if (duration === undefined || duration === null) return DEFAULT_PREFERENCE_DURATION;
  return isOneOf(PREFERENCE_DURATIONS, duration) ? duration : 'unknown';
}

export function itineraryDayCount(duration: ItineraryDuration): number {
  return duration === 'unknown' ? ITINERARY_UNKNOWN_DURATION_DAYS : ITINERARY_DAYS[duration];
}

/** The cities without blanks and repeats (compared without case), in their order. */
function distinctCities(cities: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of cities) {
    const city = raw.trim();
    const key = city.toLocaleLowerCase('en');
    if (!city || seen.has(key)) continue;
    seen.add(key);
    result.push(city);
  }
  return result;
}

/**
 * Which city each day is in: as few cities as keep every stay at MAX_DAYS_PER_CITY or less,
 * the longer stays first (8 days over 3 cities: 3, 3, 2). One city takes every day.
 */
export function spreadDays(dayCount: number, cities: readonly string[]): string[] {
  if (cities.length === 0) return [];
  const used = Math.min(cities.length, Math.max(1, Math.ceil(dayCount / MAX_DAYS_PER_CITY)));
  const base = Math.floor(dayCount / used);
  const extra = dayCount % used;
  return cities
    .slice(0, used)
    .flatMap((city, i) => Array.from({ length: base + (i < extra ? 1 : 0) }, () => city));
}

/** Every chosen city gets days, in order, as evenly as the days allow. */
function spreadOverAll(dayCount: number, cities: readonly string[]): string[] {
  const used = Math.min(cities.length, dayCount);
  const base = Math.floor(dayCount / used);
  const extra = dayCount % used;
  return cities
    .slice(0, used)
    .flatMap((city, i) => Array.from({ length: base + (i < extra ? 1 : 0) }, () => city));
}

/** Which city each day is in: the chosen trip's stays or length, else the wizard's duration. */
function planDays(
  cities: readonly string[],
  fallback: string,
  duration: ItineraryDuration,
  trip: ChosenTrip | undefined,
): string[] {
  const named = cities.map((city) => city.trim()).filter((city) => city !== '');
  if (trip && trip.stays && trip.stays.length === named.length && named.length > 0) {
    const stays = trip.stays;
    const days = named.flatMap((city, i) =>
      Array.from({ length: Math.max(1, stays[i] ?? 1) }, () => city),
    );
    return days.slice(0, ITINERARY_MAX_DAYS);
  }
  const dayCount = Math.min(trip?.days ?? itineraryDayCount(duration), ITINERARY_MAX_DAYS);
  const known = distinctCities(cities);
  if (trip && known.length > 0) return spreadOverAll(Math.max(1, dayCount), known);
  return spreadDays(dayCount, known.length > 0 ? known : [fallback]);
}

/** Activities taken in turn: the purpose's first, then each interest's, and so on. */
function activityPool(
  purpose: PreferencePurpose,
  interests: readonly PreferenceInterest[],
): ItineraryActivity[] {
  const lists = [PURPOSE_ACTIVITIES[purpose], ...interests.map((i) => INTEREST_ACTIVITIES[i])];
  const longest = Math.max(...lists.map((list) => list.length));
  const pool: ItineraryActivity[] = [];
  for (let index = 0; index < longest; index++) {
    for (const list of lists) {
      const activity = list[index];
      if (activity && !pool.includes(activity)) pool.push(activity);
    }
  }
  return pool;
}

/** The day-by-day plan (product.md §4.7). */
export function buildItinerary({
  destinationCode,
  cities,
  preferences,
  trip,
}: BuildItineraryInput): Itinerary {
  const purpose = isOneOf(PREFERENCE_PURPOSES, preferences.purpose)
    ? preferences.purpose
    : DEFAULT_PREFERENCE_PURPOSE;
  const duration = itineraryDuration(preferences.duration);
  const budget = isOneOf(PREFERENCE_BUDGETS, preferences.budget)
    ? preferences.budget
    : DEFAULT_PREFERENCE_BUDGET;
  // In the wizard's order, whatever order they were picked in, so the plan depends on the set.
  const interests = PREFERENCE_INTERESTS.filter((i) => preferences.interests?.includes(i));
  const nightlife = interests.includes('nightlife');

  const dayCities = planDays(cities, destinationCode, duration, trip);
  const dayCount = dayCities.length;
  const themes = PURPOSE_THEMES[purpose];
  const pool = activityPool(purpose, interests);
  let next = 0;
  const take = (today: readonly ItineraryActivity[]): ItineraryActivity => {
    // The pool holds at least four activities, so one not yet planned today is always near.
    for (let tries = 0; tries < pool.length; tries++) {
      const activity = pool[next++ % pool.length];
      if (activity && !today.includes(activity)) return activity;
    }
    return pool[0] ?? 'walkingTour';
  };

  const days = dayCities.map((city, index): ItineraryDay => {
    const day = index + 1;
    const isFirst = day === 1;
    const isLast = day === dayCount && dayCount > 1;
    const movedOn = !isFirst && dayCities[index - 1] !== city;
    const activities: ItineraryActivity[] = [];
    if (isFirst) activities.push(CHECK_IN[budget]);
    else if (movedOn) activities.push('transfer');
    activities.push(take(activities));
    if (!isFirst && !movedOn && !isLast) activities.push(take(activities));
    if (isLast) activities.push('departure');
    else activities.push(nightlife && day % 2 === 0 ? 'nightlife' : DINNER[budget]);

    const theme: ItineraryTheme = isFirst
      ? 'arrival'
      : isLast
        ? 'departure'
        : (themes[(day - 2) % themes.length] ?? 'highlights');
    return { day, city, theme, activities };
  });

  return { destinationCode, purpose, duration, budget, days };
}
