import * as z from 'zod/mini';

// The trip the chat's planning steps collect (product.md §4.1 to §4.3, §4.6). Shared by the
// panels, the booking dialog and the flow engine, which receives a selection as a step button's
// values (decision 012).

/** Flight types as the panels name them (product.md §4.3); open-jaw is sent as flexible_return. */
export const TRIP_FLIGHT_TYPES = ['oneway', 'roundtrip', 'openjaw'] as const;
export const tripFlightTypeSchema = z.enum(TRIP_FLIGHT_TYPES);
export type TripFlightType = z.infer<typeof tripFlightTypeSchema>;
export const DEFAULT_FLIGHT_TYPE: TripFlightType = 'oneway';

export const TRIP_MODES = ['direct', 'multi'] as const;
export type TripMode = (typeof TRIP_MODES)[number];

/** product.md §4.2: the planner holds 2 to 5 cities, the departure first. */
export const PLANNER_CITIES = { min: 2, max: 5 } as const;
/** product.md §4.2: a stay after the first city, in days; 1 week = 7, 2 weeks = 14. */
export const STAY_DAY_OPTIONS = [1, 2, 3, 4, 5, 7, 14] as const;
export const DEFAULT_STAY_DAYS = 1;

const cityName = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** A chosen city: its name, its country (ISO2) and its airport code ('' when none). */
export const tripCitySchema = z.object({
  name: cityName,
  country: z.string().check(z.length(2)),
  airport: z.string().check(z.maxLength(4)),
});
export type TripCity = z.infer<typeof tripCitySchema>;

/**
 * What a Continue of the city selection or planning panel hands on. `destinations` are the
 * cities in the destination country in visiting order (one for a direct trip); `stays` has one
 * entry per destination in the planner, none in the chat panel.
 */
export const tripSelectionSchema = z.object({
  mode: z.enum(TRIP_MODES),
  from: tripCitySchema,
  destinations: z.array(tripCitySchema).check(z.minLength(1), z.maxLength(PLANNER_CITIES.max - 1)),
  stays: z.optional(
    z.array(z.int().check(z.gte(1), z.lte(14))).check(z.maxLength(PLANNER_CITIES.max - 1)),
  ),
  flightType: z._default(tripFlightTypeSchema, DEFAULT_FLIGHT_TYPE),
  /** The city the traveller flies home from: multi-city's 'Select Return City', or open-jaw. */
  returnCity: z.optional(cityName),
});
export type TripSelection = z.infer<typeof tripSelectionSchema>;

/** product.md §4.3: the six return-city suggestions of an open-jaw trip, by destination (ISO2). */
export const OPEN_JAW_RETURN_SUGGESTIONS: Readonly<Record<string, readonly string[]>> = {
  FR: ['Paris', 'Nice', 'Lyon', 'Marseille', 'Bordeaux', 'Toulouse'],
  DE: ['Berlin', 'Munich', 'Frankfurt', 'Hamburg', 'Cologne', 'Düsseldorf'],
  IT: ['Rome', 'Milan', 'Venice', 'Florence', 'Naples', 'Bologna'],
  ES: ['Madrid', 'Barcelona', 'Seville', 'Valencia', 'Málaga', 'Bilbao'],
  GB: ['London', 'Manchester', 'Edinburgh', 'Birmingham', 'Glasgow', 'Liverpool'],
  NL: ['Amsterdam', 'Rotterdam', 'Eindhoven', 'The Hague', 'Utrecht', 'Groningen'],
};

// The personalised itinerary wizard (product.md §4.6): five steps, the answers stored under
// `travelPreferences`.

/** The wizard's purposes (product.md §4.6). */
export const PREFERENCE_PURPOSES = [
  'leisure',
  'business',
  'adventure',
  'culture',
  'food',
  'shopping',
] as const;
export const PREFERENCE_DURATIONS = ['short', 'medium', 'long'] as const;
/** Wizard tiers (product.md §4.6): budget $50-100, mid $100-200, luxury $200+ a day. */
export const PREFERENCE_BUDGETS = ['budget', 'mid', 'luxury'] as const;
export const PREFERENCE_BUDGET_TIERS_USD = {
  budget: { min: 50, max: 100 },
  mid: { min: 100, max: 200 },
  luxury: { min: 200 },
} as const;
/** Step 4 (product.md §4.6). */
export const PREFERENCE_INTERESTS = [
  'cultural',
  'food',
  'shopping',
  'outdoor',
  'nightlife',
  'historical',
  'art',
  'nature',
] as const;

export const travelPreferencesSchema = z.object({
  purpose: z.optional(z.enum(PREFERENCE_PURPOSES)),
  duration: z.optional(z.enum(PREFERENCE_DURATIONS)),
  budget: z.optional(z.enum(PREFERENCE_BUDGETS)),
  interests: z.optional(
    z.array(z.enum(PREFERENCE_INTERESTS)).check(z.maxLength(PREFERENCE_INTERESTS.length)),
  ),
});
export type TravelPreferences = z.infer<typeof travelPreferencesSchema>;

/** product.md §4.7: short 3 days, medium 5, long 8, unknown 3; defaults leisure and medium. */
export const ITINERARY_DAYS = { short: 3, medium: 5, long: 8 } as const;
export const ITINERARY_UNKNOWN_DURATION_DAYS = 3;
export const DEFAULT_PREFERENCE_PURPOSE = 'leisure';
export const DEFAULT_PREFERENCE_DURATION = 'medium';

// The planner questionnaire (product.md §4.2): four steps, 'Complete Profile' once an interest is
// chosen.

export const PLANNER_PURPOSES = [
  'tourism',
  'leisure',
  'family',
  'holiday',
  'business',
  'study',
  'work',
  'cultural',
  'residency',
  'medical',
  'religious',
] as const;
/** 1-3, 4-7, 8-14 and 15+ days. */
export const PLANNER_DURATIONS = ['1-3', '4-7', '8-14', '15+'] as const;
/** Under $100, $100-250 and $250+ a day. */
export const PLANNER_BUDGETS = ['budget', 'mid', 'luxury'] as const;
export const PLANNER_INTERESTS = [
  'culture',
  'food',
  'nature',
  'nightlife',
  'shopping',
  'history',
] as const;

export const plannerAnswersSchema = z.object({
  travelPurpose: z.enum(PLANNER_PURPOSES),
  duration: z.enum(PLANNER_DURATIONS),
  budget: z.enum(PLANNER_BUDGETS),
  interests: z
    .array(z.enum(PLANNER_INTERESTS))
    .check(z.minLength(1), z.maxLength(PLANNER_INTERESTS.length)),
});
export type PlannerAnswers = z.infer<typeof plannerAnswersSchema>;

/** The upsell id of itinerary_upsells after 'Skip Hotel': its offers are insurance and tours. */
export const SKIP_HOTEL_UPSELL_ID = 'skip-hotel';

/** The trip flow's delays (product.md §4.5 to §4.8), in ms. */
export const TRIP_DELAYS_MS = {
  /** From a booking confirmation to travel_preferences_step1. */
  preferencesAfterBooking: 1500,
  /** From 'Create Itinerary' to show_personalized_itinerary; from an upsell to restaurant_offers. */
  itineraryDisplay: 2000,
  restaurantOffersAfterUpsell: 2000,
} as const;

/** Local storage keys (product.md §2.5). */
export const TRIP_STORAGE_KEYS = {
  flightType: 'selectedFlightType',
  returnCity: 'selectedReturnCity',
  travelPreferences: 'travelPreferences',
} as const;
