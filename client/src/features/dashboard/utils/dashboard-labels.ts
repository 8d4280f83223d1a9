import type { ParseKeys } from 'i18next';
import type { FlightFareLabel } from '@common/contracts/bookings';
import type { BudgetRange } from '@common/contracts/travel-profile';
import type { PREFERENCE_DURATIONS } from '@common/trip';

// Translations of the values the server sends in English or as codes. The travel profile's
// purposes and interests are named as the questionnaire names them (lib/travel-profile-labels).

export const FARE_LABEL_KEYS = {
  Economy: 'dashboard.fares.economy',
  'Premium Economy': 'dashboard.fares.premiumEconomy',
  Business: 'dashboard.fares.business',
} as const satisfies Record<FlightFareLabel, ParseKeys>;

/** Booking and purchase types of Recent Activity; others read as a travel service. */
export const ACTIVITY_TYPE_KEYS: Record<string, ParseKeys | undefined> = {
  flight: 'dashboard.types.flight',
  hotel: 'dashboard.types.hotel',
  'dummy-flight': 'dashboard.types.dummyFlight',
  'dummy-hotel': 'dashboard.types.dummyHotel',
  'travel-insurance': 'dashboard.types.travelInsurance',
  'visa-bundle': 'dashboard.types.visaBundle',
  'visa-service': 'dashboard.types.visaService',
};
export const OTHER_ACTIVITY_TYPE_KEY = 'dashboard.types.other' satisfies ParseKeys;

export const BUDGET_KEYS = {
  budget: 'dashboard.profile.budgets.budget',
  'mid-range': 'dashboard.profile.budgets.midRange',
  luxury: 'dashboard.profile.budgets.luxury',
  flexible: 'dashboard.profile.budgets.flexible',
} as const satisfies Record<BudgetRange, ParseKeys>;

/** The chat wizard's durations (product.md §4.6), the only source of a profile's duration. */
export const DURATION_KEYS = {
  short: 'dashboard.profile.durations.short',
  medium: 'dashboard.profile.durations.medium',
  long: 'dashboard.profile.durations.long',
} as const satisfies Record<(typeof PREFERENCE_DURATIONS)[number], ParseKeys>;
