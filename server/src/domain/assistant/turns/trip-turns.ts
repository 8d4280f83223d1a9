import { TRAVEL_SAMPLES, type Language } from '@common/constants';
import type { FlowAction } from '@common/contracts/chat';
import type { Booking } from '@common/contracts/bookings';
import {
  PREFERENCE_BUDGETS,
  PREFERENCE_DURATIONS,
  PREFERENCE_INTERESTS,
  PREFERENCE_PURPOSES,
  SKIP_HOTEL_UPSELL_ID,
  type TravelPreferences,
} from '@common/trip';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { getCountry } from '../../countries/countries';
import type { AssistantInput } from '../assistant-types';
import { requireCountries, type Context, type Turn } from './turn';
import { text } from '../../../lib/texts';

// The trip flow's buttons (product.md §4, decision 012): cities, a saved booking, the preference
// wizard, the itinerary, the hotel path, upsells and restaurant offers. The flow table has
// already checked that the step offers the button; these check what the button carries.

function destinationName(ctx: Context, language: Language): string {
  return getCountry(requireCountries(ctx).destination, language).name;
}

function preferencesSoFar(
  action: FlowAction,
  needed: readonly (keyof TravelPreferences)[],
): TravelPreferences {
  const preferences = action.preferences ?? {};
  const missing = needed.filter((key) => preferences[key] === undefined);
  if (missing.length > 0) {
    throw new AppError(400, `The travel preferences are missing: ${missing.join(', ')}`);
  }
  return preferences;
}

function oneOf<T extends string>(values: readonly T[], action: FlowAction, question: string): T {
  const parsed = z.enum(values as [T, ...T[]]).safeParse(action.values?.[0]);
  if (!parsed.success) throw new AppError(400, `Choose one of the answers to the ${question}`);
  return parsed.data;
}

function tripOf(action: FlowAction) {
  if (!action.trip) throw new AppError(400, 'The trip needs its cities: trip is required');
  return action.trip;
}

/** 'Delhi → Paris → Lyon' for the cities of a trip, in order. */
function routeText(action: FlowAction): string {
  const trip = tripOf(action);
  return [trip.from, ...trip.destinations].map((city) => city.name).join(' → ');
}

function bookingTurn(input: AssistantInput, action: FlowAction, language: Language): Turn {
  const booking: Booking | undefined = input.booking;
  if (!booking) throw new AppError(400, 'Unknown booking reference');
  const multiCity = action.flowStep === 'multi_city_services' || action.trip?.mode === 'multi';
  const content =
    booking.type === 'flight'
      ? text(language, 'trip:flightBooked', {
          reference: booking.reference,
          route: booking.serviceName,
        })
      : text(language, 'trip:hotelBooked', {
          reference: booking.reference,
          city: booking.details.arrivalCity,
        });
  if (multiCity && booking.type === 'flight') {
    return {
      content: `${content}\n\n${text(language, 'trip:servicesPerCity')}`,
      step: 'multi_city_services_display',
      booking,
      ...(action.trip ? { trip: action.trip } : {}),
    };
  }
  return {
    content,
    step: 'booking_confirmation',
    booking,
    ...(action.trip ? { trip: action.trip } : {}),
  };
}

const BOOKED_SERVICES = z.array(z.enum(['flight', 'hotel'])).max(20);

/** The reply to a trip-flow button, or undefined when the button is not one of the trip's. */
export function tripActionTurn(
  input: AssistantInput,
  ctx: Context,
  language: Language,
): Turn | undefined {
  const action = input.action;
  if (!action) return undefined;
  switch (action.type) {
    case 'add_another_city':
      return {
        content: text(language, 'trip:cityBuilder', {
          destination: destinationName(ctx, language),
        }),
        step: 'multi_city_builder',
        ...(input.plannedCities?.length ? { plannedCities: input.plannedCities } : {}),
      };
    case 'single_city':
      requireCountries(ctx);
      return { content: text(language, 'trip:citiesRequired'), step: 'city_selection_required' };
    case 'select_cities': {
      requireCountries(ctx);
      const trip = tripOf(action);
      const first = trip.destinations[0]?.name ?? '';
      return {
        content: text(language, 'trip:multiCityServices', {
          route: routeText(action),
          from: trip.from.name,
          first,
        }),
        step: 'multi_city_services',
        trip,
        tripService: 'flight',
      };
    }
    case 'confirm_booking':
      requireCountries(ctx);
      return bookingTurn(input, action, language);
    case 'start_travel_preferences':
      requireCountries(ctx);
      return {
        content: text(language, 'trip:preferencesIntro'),
        step: 'travel_preferences_step1',
        travelPreferences: {},
      };
    case 'modify_preferences':
      requireCountries(ctx);
      return {
        content: text(language, 'trip:preferencesIntro'),
        step: 'travel_preferences_step1',
        travelPreferences: action.preferences ?? {},
      };
    case 'choose_preference_purpose': {
      requireCountries(ctx);
      const purpose = oneOf(PREFERENCE_PURPOSES, action, 'purpose question');
      return {
        content: text(language, 'trip:preferencesStep2'),
        step: 'travel_preferences_step2',
        travelPreferences: { ...action.preferences, purpose },
      };
    }
    case 'choose_preference_duration': {
      requireCountries(ctx);
      const before = preferencesSoFar(action, ['purpose']);
      const duration = oneOf(PREFERENCE_DURATIONS, action, 'duration question');
      return {
        content: text(language, 'trip:preferencesStep3'),
        step: 'travel_preferences_step3',
        travelPreferences: { ...before, duration },
      };
    }
    case 'choose_preference_budget': {
      requireCountries(ctx);
      const before = preferencesSoFar(action, ['purpose', 'duration']);
      const budget = oneOf(PREFERENCE_BUDGETS, action, 'budget question');
      return {
        content: text(language, 'trip:preferencesStep4'),
        step: 'travel_preferences_step4',
        travelPreferences: { ...before, budget },
      };
    }
    case 'choose_preference_interests': {
      requireCountries(ctx);
      const before = preferencesSoFar(action, ['purpose', 'duration', 'budget']);
      const interests = z
        .array(z.enum(PREFERENCE_INTERESTS))
        .min(1)
        .max(PREFERENCE_INTERESTS.length)
        .safeParse(action.values);
      if (!interests.success) throw new AppError(400, 'Choose at least one interest from the list');
      return {
        content: text(language, 'trip:preferencesStep5'),
        step: 'travel_preferences_step5',
        travelPreferences: { ...before, interests: [...new Set(interests.data)] },
      };
    }
    case 'create_itinerary': {
      const preferences = preferencesSoFar(action, ['purpose', 'duration', 'budget', 'interests']);
      return {
        content: text(language, 'trip:itineraryCreated', {
          destination: destinationName(ctx, language),
        }),
        step: 'personalized_itinerary_created',
        travelPreferences: preferences,
      };
    }
    case 'show_itinerary': {
      const preferences = action.preferences ?? {};
      return {
        content: text(language, 'trip:itineraryShown', {
          destination: destinationName(ctx, language),
        }),
        step: 'show_personalized_itinerary',
        travelPreferences: preferences,
      };
    }
    case 'book_itinerary_services': {
      requireCountries(ctx);
      if (action.flowStep === 'personalized_itinerary_created') {
        return {
          content: text(language, 'trip:personalizedServices'),
          step: 'personalized_services',
        };
      }
      // The conversation's own bookings, which the client read from its vouchers.
      const booked = BOOKED_SERVICES.safeParse(action.values ?? []);
      if (!booked.success)
        throw new AppError(400, 'values must list booked services: flight, hotel');
      if (booked.data.includes('flight') && !booked.data.includes('hotel')) {
        const city = action.trip?.destinations[0]?.name ?? destinationName(ctx, language);
        return {
          content: text(language, 'trip:hotelRecommendations', { city }),
          step: 'personalized_hotel_recommendations',
          tripService: 'hotel',
        };
      }
      return { content: text(language, 'trip:itineraryUpsells'), step: 'itinerary_upsells' };
    }
    case 'choose_personalized_hotel':
      return {
        content: text(language, 'trip:hotelUpsell', {
          destination: destinationName(ctx, language),
        }),
        step: 'personalized_hotel_upsell',
        tripService: 'hotel',
      };
    case 'skip_hotel':
      requireCountries(ctx);
      return {
        content: text(language, 'trip:upsellsWithoutHotel'),
        step: 'itinerary_upsells',
        // product.md §4.8: after 'Skip Hotel' the upsells are travel insurance and tours.
        upsell: { id: SKIP_HOTEL_UPSELL_ID, offers: [], flowStep: 'itinerary_upsells' },
      };
    case 'show_restaurant_offers':
      requireCountries(ctx);
      return {
        content: text(language, 'trip:restaurantOffers', {
          min: TRAVEL_SAMPLES.restaurantDiscountPercent.min,
          max: TRAVEL_SAMPLES.restaurantDiscountPercent.max,
        }),
        step: 'restaurant_offers',
      };
    case 'book_restaurant_offers':
      requireCountries(ctx);
      return {
        content: text(language, 'trip:restaurantsBooked', {
          savings: `$${TRAVEL_SAMPLES.restaurantTotalSavingsUsd}`,
        }),
        step: 'trip_complete',
      };
    case 'skip_restaurant_offers':
      requireCountries(ctx);
      return { content: text(language, 'trip:tripComplete'), step: 'trip_complete' };
    default:
      return undefined;
  }
}
