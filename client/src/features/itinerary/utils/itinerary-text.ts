import type { TFunction } from 'i18next';
import { ITINERARY_PDF_LIMITS, type ItineraryPdfRequest } from '@common/contracts/itinerary';
import {
  type Itinerary,
  type PreferenceBudget,
  type PreferenceDuration,
  type PreferenceInterest,
  type PreferencePurpose,
} from '@common/itinerary';
import {
  ITINERARY_DAYS,
  PREFERENCE_BUDGET_TIERS_USD,
  PREFERENCE_INTERESTS,
  type TravelPreferences,
} from '@common/trip';
import { buildItineraryIcs, defaultStartDate } from '@/features/itinerary/utils/itinerary-ics';

// The words of the personalised itinerary and its wizard, in the UI language: the plan the chat
// shows is the text its .ics file and its PDF carry (decision 012).

export const PURPOSE_LABEL_KEYS = {
  leisure: 'itinerary.preferences.purpose.options.leisure',
  business: 'itinerary.preferences.purpose.options.business',
  adventure: 'itinerary.preferences.purpose.options.adventure',
  culture: 'itinerary.preferences.purpose.options.culture',
  food: 'itinerary.preferences.purpose.options.food',
  shopping: 'itinerary.preferences.purpose.options.shopping',
} as const satisfies Record<PreferencePurpose, string>;

export const DURATION_LABEL_KEYS = {
  short: 'itinerary.preferences.duration.options.short',
  medium: 'itinerary.preferences.duration.options.medium',
  long: 'itinerary.preferences.duration.options.long',
} as const satisfies Record<PreferenceDuration, string>;

export const BUDGET_LABEL_KEYS = {
  budget: 'itinerary.preferences.budget.options.budget',
  mid: 'itinerary.preferences.budget.options.mid',
  luxury: 'itinerary.preferences.budget.options.luxury',
} as const satisfies Record<PreferenceBudget, string>;

export const INTEREST_LABEL_KEYS = {
  cultural: 'itinerary.preferences.interests.options.cultural',
  food: 'itinerary.preferences.interests.options.food',
  shopping: 'itinerary.preferences.interests.options.shopping',
  outdoor: 'itinerary.preferences.interests.options.outdoor',
  nightlife: 'itinerary.preferences.interests.options.nightlife',
  historical: 'itinerary.preferences.interests.options.historical',
  art: 'itinerary.preferences.interests.options.art',
  nature: 'itinerary.preferences.interests.options.nature',
} as const satisfies Record<PreferenceInterest, string>;

/** '3 days', '5 days', '8 days'. */
export function durationDaysText(t: TFunction, duration: PreferenceDuration): string {
  return t('itinerary.preferences.duration.days', { days: ITINERARY_DAYS[duration] });
}

/** '$50-100 per day', '$200+ per day' (product.md §4.6 wizard tiers, in US dollars). */
export function budgetRangeText(t: TFunction, budget: PreferenceBudget): string {
  const tier: { min: number; max?: number } = PREFERENCE_BUDGET_TIERS_USD[budget];
  return tier.max === undefined
    ? t('itinerary.preferences.budget.from', { min: tier.min })
    : t('itinerary.preferences.budget.range', { min: tier.min, max: tier.max });
}

/** The chosen interests' names in the wizard's order, joined the language's way. */
export function interestsText(t: TFunction, interests: readonly PreferenceInterest[]): string {
  return PREFERENCE_INTERESTS.filter((interest) => interests.includes(interest))
    .map((interest) => t(INTEREST_LABEL_KEYS[interest]))
    .join(t('itinerary.plan.listSeparator'));
}

/** The traveller's message for a wizard answer: the chosen option's label, or the interests. */
export function preferenceAnswerText(
  t: TFunction,
  answered: 1 | 2 | 3 | 4,
  after: TravelPreferences,
): string {
  switch (answered) {
    case 1:
      return after.purpose ? t(PURPOSE_LABEL_KEYS[after.purpose]) : '';
    case 2:
      return after.duration ? t(DURATION_LABEL_KEYS[after.duration]) : '';
    case 3:
      return after.budget ? t(BUDGET_LABEL_KEYS[after.budget]) : '';
    case 4:
      return interestsText(t, after.interests ?? []);
  }
}

type ItineraryText = ReturnType<typeof describeItinerary>;

/** The plan's title, subtitle and each day's heading and lines. */
export function describeItinerary(
  t: TFunction,
  plan: Itinerary,
  destinationName: string,
  interests: readonly PreferenceInterest[],
) {
  // The plan's own length: the wizard's duration, or the chosen trip's stays or dates.
  const days = plan.days.length;
  const duration = t('itinerary.preferences.duration.days', { days });
  const budget = `${t(BUDGET_LABEL_KEYS[plan.budget])} (${budgetRangeText(t, plan.budget)})`;
  const chosen = interestsText(t, interests);
  return {
    title: t('itinerary.plan.title', {
      days,
      purpose: t(`itinerary.plan.purposes.${plan.purpose}`),
      destination: destinationName,
    }),
    subtitle: chosen
      ? t('itinerary.plan.subtitleInterests', { duration, budget, interests: chosen })
      : t('itinerary.plan.subtitle', { duration, budget }),
    days: plan.days.map((day) => ({
      day: day.day,
      city: day.city,
      heading: t('itinerary.plan.dayHeading', {
        day: day.day,
        city: day.city,
        theme: t(`itinerary.plan.themes.${day.theme}`),
      }),
      lines: day.activities.map((activity) =>
        t(`itinerary.plan.activities.${activity}`, { city: day.city }),
      ),
    })),
  };
}

/** What 'Export PDF' sends: the lines as shown. */
export function itineraryPdfRequest(
  text: ItineraryText,
  booked?: { heading: string; lines: readonly string[] },
): ItineraryPdfRequest {
  // What is booked comes first, as on the screen: the reservations a visa officer asks for.
  const bookedSection =
    booked && booked.lines.length > 0
      ? [
          {
            heading: booked.heading,
            lines: booked.lines.slice(0, ITINERARY_PDF_LIMITS.linesPerDay),
          },
        ]
      : [];
  return {
    title: text.title,
    ...(text.subtitle ? { subtitle: text.subtitle } : {}),
    days: [
      ...bookedSection,
      ...text.days
        .slice(0, ITINERARY_PDF_LIMITS.days - bookedSection.length)
        .map(({ heading, lines }) => ({ heading, lines })),
    ],
  };
}

/** The plan as an .ics calendar: one event a day, its heading and lines, in its city. */
export function itineraryIcs(
  text: ItineraryText,
  destinationName: string,
  startDate = defaultStartDate(),
): string {
  return buildItineraryIcs({
    title: text.title,
    startDate,
    days: text.days.map((day) => ({
      summary: day.heading,
      description: day.lines.join('\n'),
      location: day.city === destinationName ? day.city : `${day.city}, ${destinationName}`,
    })),
  });
}
