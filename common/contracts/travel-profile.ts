import * as z from 'zod/mini';
import { PREFERENCE_DURATIONS } from '../trip';

// The travel profile the post-booking questionnaire saves (product.md §7), the chat fills where
// it is empty (product.md §4.6), and the dashboard shows (product.md §8.5), and the calls of
// product.md §11.2.

export const TRAVEL_PURPOSES = [
  'leisure',
  'business',
  'family',
  'education',
  'medical',
  'other',
] as const;
export type TravelPurpose = (typeof TRAVEL_PURPOSES)[number];

export const TRAVEL_INTERESTS = [
  'Culture & History',
  'Food & Dining',
  'Adventure Sports',
  'Nature & Outdoors',
  'Art & Museums',
  'Nightlife & Entertainment',
  'Shopping',
  'Architecture',
  'Photography',
  'Local Festivals',
  'Wellness & Spa',
  'Beach & Water Sports',
] as const;
export type TravelInterest = (typeof TRAVEL_INTERESTS)[number];

/** budget: under $100/day, mid-range: $100-300/day, luxury: $300+/day (product.md §7.1). */
export const BUDGET_RANGES = ['budget', 'mid-range', 'luxury', 'flexible'] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

export const TRAVEL_STYLES = ['solo', 'couple', 'family', 'friends', 'group'] as const;
export type TravelStyle = (typeof TRAVEL_STYLES)[number];

export const AGE_GROUPS = ['18-25', '26-35', '36-50', '51-65', '65+'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const ACCOMMODATION_TYPES = ['hotel', 'apartment', 'hostel', 'boutique'] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

export const TRANSPORTATION_TYPES = ['public', 'rental', 'walking', 'taxi'] as const;
export type TransportationType = (typeof TRANSPORTATION_TYPES)[number];

/** Free-text lists the questionnaire always sends empty (product.md §7.1); bounded all the same. */
const MAX_FREE_ITEMS = 20;
const freeTextList = z._default(
  z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))
    .check(z.maxLength(MAX_FREE_ITEMS)),
  [],
);

/** POST /api/user/profile (product.md §11.2). Unknown fields are stripped. */
export const saveTravelProfileRequestSchema = z.object({
  travelPurpose: z.enum(TRAVEL_PURPOSES),
  /** Step 2 has no required choice; the same interest twice is refused. */
  interests: z._default(
    z.array(z.enum(TRAVEL_INTERESTS)).check(
      z.maxLength(TRAVEL_INTERESTS.length),
      z.refine((list) => new Set(list).size === list.length, 'must not repeat an interest'),
    ),
    [],
  ),
  budgetRange: z.enum(BUDGET_RANGES),
  travelStyle: z.enum(TRAVEL_STYLES),
  ageGroup: z.enum(AGE_GROUPS),
  preferredActivities: freeTextList,
  dietaryRestrictions: freeTextList,
  accommodationPreferences: z.enum(ACCOMMODATION_TYPES),
  transportationPreferences: z.enum(TRANSPORTATION_TYPES),
});
export type SaveTravelProfileRequest = z.input<typeof saveTravelProfileRequestSchema>;
export type ParsedTravelProfile = z.output<typeof saveTravelProfileRequestSchema>;

/** Profile references: 'TP-' and 9 upper-case letters or digits. */
export const PROFILE_REFERENCE_PREFIX = 'TP-';
export const profileReferenceSchema = z.string().check(z.regex(/^TP-[A-Z0-9]{9}$/));

/** POST /api/user/profile → 201: the reference the success toast shows (product.md §7.3). */
export const saveTravelProfileResponseSchema = z.object({ profileReference: z.string() });
export type SaveTravelProfileResponse = z.infer<typeof saveTravelProfileResponseSchema>;

/**
 * The questionnaire's answers (the fields of POST /api/user/profile it asks for), in the order
 * of its steps. A profile the chat started lacks some; the questionnaire asks only those.
 */
export const PROFILE_QUESTIONS = [
  'travelPurpose',
  'interests',
  'budgetRange',
  'travelStyle',
  'ageGroup',
  'accommodationPreferences',
  'transportationPreferences',
] as const;
export type ProfileQuestion = (typeof PROFILE_QUESTIONS)[number];

/**
 * GET /api/user/profile-status (product.md §11.2). `hasProfile` says whether the user has a
 * travel profile at all (the questionnaire's, or one the chat started), `missing` which of the
 * questionnaire's answers it still lacks (all of them without a profile), `hasCompletedBooking`
 * whether the user holds a booking or a purchase. With something missing, the questionnaire is
 * then offered, unless `skipped` says the account chose 'Skip for now' (POST
 * /api/user/profile/skip). A skip lasts until the profile is saved, deleted or reset; an
 * explicit 'Complete Your Profile' still opens the questionnaire.
 */
export const profileStatusSchema = z.object({
  hasProfile: z.boolean(),
  missing: z.array(z.enum(PROFILE_QUESTIONS)),
  nationality: z.nullable(z.string()),
  hasCompletedBooking: z.boolean(),
  skipped: z.boolean(),
});
export type ProfileStatus = z.infer<typeof profileStatusSchema>;

/**
 * GET /api/user/profile (product.md §8.5: purpose, duration, budget, interests), with the rest
 * of what the questionnaire saved. Null is an answer not given yet: a profile the chat started
 * (product.md §4.6) has only what the chat's wizard could say faithfully. No question of the
 * questionnaire asks for a duration: only the chat's wizard gives one.
 */
export const travelProfileSchema = z.object({
  purpose: z.nullable(z.enum(TRAVEL_PURPOSES)),
  duration: z.nullable(z.enum(PREFERENCE_DURATIONS)),
  budget: z.nullable(z.enum(BUDGET_RANGES)),
  /** Null when never asked; empty when the traveller chose none. */
  interests: z.nullable(z.array(z.enum(TRAVEL_INTERESTS))),
  travelStyle: z.nullable(z.enum(TRAVEL_STYLES)),
  ageGroup: z.nullable(z.enum(AGE_GROUPS)),
  accommodationPreferences: z.nullable(z.enum(ACCOMMODATION_TYPES)),
  transportationPreferences: z.nullable(z.enum(TRANSPORTATION_TYPES)),
  preferredActivities: z.array(z.string()),
  dietaryRestrictions: z.array(z.string()),
  profileReference: z.string(),
  /** ISO 8601: when the questionnaire was last completed or the chat last filled an answer. */
  updatedAt: z.string(),
});
export type TravelProfile = z.infer<typeof travelProfileSchema>;

/** POST /api/user/profile/reset → 200: the profile is gone (whether or not there was one). */
export const resetTravelProfileResponseSchema = z.object({
  hasProfile: z.literal(false),
  /** True when a profile was cleared, false when there was none. */
  cleared: z.boolean(),
});
export type ResetTravelProfileResponse = z.infer<typeof resetTravelProfileResponseSchema>;

/** POST /api/user/profile/skip → 200: the questionnaire is no longer offered to this account. */
export const skipTravelProfileResponseSchema = z.object({ skipped: z.literal(true) });
export type SkipTravelProfileResponse = z.infer<typeof skipTravelProfileResponseSchema>;

/** The 404 message of GET and DELETE /api/user/profile. */
export const NO_PROFILE_MESSAGE = 'No travel profile yet';
