import { describe, expect, it } from 'vitest';
import { FLOW_ACTIONS, type FlowActionType, type FlowStep } from '@common/chat-flow';
import type { Booking } from '@common/contracts/bookings';
import type { FlowAction } from '@common/contracts/chat';
import type { TravelPreferences, TripSelection } from '@common/trip';
import type { VisaQuestionnaireData } from '@common/visa-questionnaire';
import { createAssistant } from '../respond';
import {
  actionTargets,
  FLOW_MACHINE,
  messageTargets,
  START_STEP,
  type StepTransitions,
  type WiredStep,
} from './flow-machine';

const { respond } = createAssistant();
const wiredSteps = Object.keys(FLOW_MACHINE) as WiredStep[];

function targetsOf(step: WiredStep): FlowStep[] {
  const transitions: StepTransitions = FLOW_MACHINE[step];
  return [...transitions.message, ...Object.values(transitions.actions).flat()];
}

describe('the flow table', () => {
  it('reaches every wired step from the start', () => {
    const seen = new Set<FlowStep>([START_STEP]);
    const queue: FlowStep[] = [START_STEP];
    while (queue.length > 0) {
      const step = queue.shift() as WiredStep;
      for (const target of targetsOf(step)) {
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    expect([...wiredSteps].filter((step) => !seen.has(step))).toEqual([]);
  });

  it('gives every wired step an exit to another step, and leads only to wired steps', () => {
    for (const step of wiredSteps) {
      const targets = targetsOf(step);
      expect(
        targets.some((target) => target !== step),
        step,
      ).toBe(true);
      for (const target of targets) expect(Object.hasOwn(FLOW_MACHINE, target), target).toBe(true);
    }
  });

  it('offers no button outside the table', () => {
    for (const step of wiredSteps) {
      for (const action of FLOW_ACTIONS) {
        const declared: StepTransitions['actions'] = FLOW_MACHINE[step].actions;
        expect(actionTargets(step, action)).toEqual(declared[action] ?? []);
      }
    }
    expect(actionTargets('restaurant_offers', 'book_flight')).toEqual([]);
    expect(messageTargets(undefined)).toEqual(FLOW_MACHINE.greeting.message);
  });
});

// Every transition the engine takes, driven through respond(): from a step, on an input, with
// the conversation state, to the expected step. The engine itself rejects a pick the table
// does not allow, so each row also checks the table.
type Row = {
  from: FlowStep | undefined;
  message: string;
  nationality?: string;
  destination?: string;
  action?: FlowAction;
  visaQuestionnaire?: VisaQuestionnaireData;
  signedIn?: boolean;
  /** Whether the server has a mailer (SMTP_URL); without one no step asks for an address. */
  mailEnabled?: boolean;
  order?: { reference: string; type: 'visa-bundle' | 'visa-service' };
  booking?: Booking;
  to: FlowStep;
};

const US_JP = { nationality: 'United States', destination: 'Japan' };
const IN_US = { nationality: 'India', destination: 'United States' };

/** A button row: the step it is pressed in, what it carries, where it leads. */
function press(
  from: FlowStep,
  type: FlowActionType,
  to: FlowStep,
  extra: Partial<Row> & {
    values?: string[];
    trip?: TripSelection;
    preferences?: TravelPreferences;
  } = {},
): Row {
  const { values, trip, preferences, ...rest } = extra;
  return {
    from,
    message: type,
    ...IN_US,
    signedIn: true,
    action: {
      type,
      flowStep: from,
      ...(values ? { values } : {}),
      ...(trip ? { trip } : {}),
      ...(preferences ? { preferences } : {}),
    },
    to,
    ...rest,
  };
}

const TRIP: TripSelection = {
  mode: 'multi',
  from: { name: 'Delhi', country: 'IN', airport: 'DEL' },
  destinations: [
    { name: 'New York', country: 'US', airport: 'JFK' },
    { name: 'Philadelphia', country: 'US', airport: 'PHL' },
  ],
  flightType: 'oneway',
  returnCity: 'Philadelphia',
};
const FLIGHT: Booking = {
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'FL123456789AB',
  serviceName: 'Delhi → New York',
  destination: 'United States',
  amount: '29.99',
  currency: 'USD',
  status: 'confirmed',
  createdAt: '2026-11-23T10:00:00.000Z',
  type: 'flight',
  bookingType: 'flight',
  details: {
    departureCity: 'Delhi',
    arrivalCity: 'New York',
    dates: { departure: '2026-12-20' },
    passengers: 1,
    priceOption: { label: 'Economy' },
    flightType: 'oneway',
    isRoundTrip: false,
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    passportNumber: 'Z1234567',
  },
  expiresAt: '2026-12-07T10:00:00.000Z',
  refundable: false,
};
const HOTEL: Booking = {
  id: '00000000-0000-4000-8000-000000000002',
  reference: 'ABCDEFGHJ',
  serviceName: 'Hotel Booking',
  destination: 'United States',
  amount: '24.99',
  currency: 'USD',
  status: 'confirmed',
  createdAt: '2026-11-23T10:00:00.000Z',
  type: 'hotel',
  bookingType: 'hotel',
  details: {
    arrivalCity: 'New York',
    checkIn: '2026-12-20',
    checkOut: '2026-12-24',
    dates: { departure: '2026-12-20', return: '2026-12-24' },
    nights: 4,
    guests: 1,
    priceOption: { label: 'Standard' },
    guestName: 'Asha Rao',
    guestEmail: 'asha@example.com',
  },
  expiresAt: null,
  refundable: null,
};
const SAVED = { values: [FLIGHT.reference], booking: FLIGHT };
const PREFS_1 = { purpose: 'culture' } as const;
const PREFS_2 = { ...PREFS_1, duration: 'long' } as const;
const PREFS_3 = { ...PREFS_2, budget: 'mid' } as const;
const PREFS_4: TravelPreferences = { ...PREFS_3, interests: ['art', 'food'] };

const ANSWERS = { purpose: 'study', duration: 'extended', companions: 'family' } as const;
const BUNDLE = { reference: 'VB-ABC123XYZ', type: 'visa-bundle' } as const;
const SERVICE = { reference: 'VS-ABC123XYZ', type: 'visa-service' } as const;

const ROWS: Row[] = [
  { from: undefined, message: 'hello', to: 'destination_collection' },
  { from: 'greeting', message: 'hello', to: 'destination_collection' },
  { from: 'greeting', message: 'I would like to travel to Japan', to: 'nationality_collection' },
  { from: 'greeting', message: 'What can you do?', to: 'destination_collection' },
  {
    from: 'destination_collection',
    message: 'Visa requirements for Japan',
    to: 'nationality_collection',
  },
  { from: 'destination_collection', message: 'somewhere nice', to: 'destination_collection' },
  { from: 'destination_collection', message: "I'm Indian", to: 'destination_collection' },
  {
    from: 'nationality_collection',
    message: 'I am Indian',
    destination: 'Japan',
    to: 'travel_purpose_question',
  },
  {
    from: 'nationality_collection',
    message: 'I am American',
    destination: 'Japan',
    to: 'visa_free_booking',
  },
  {
    from: 'nationality_collection',
    message: 'not sure',
    destination: 'Japan',
    to: 'nationality_collection',
  },
  {
    from: 'greeting',
    message: "I'm Indian and I want to visit Japan",
    to: 'travel_purpose_question',
  },
  { from: 'greeting', message: 'I am German, going to France', to: 'visa_free_booking' },
  { from: 'greeting', message: 'Soy japonés y quiero viajar a Japón', to: 'visa_free_booking' },
  {
    from: 'greeting',
    message: 'I am Israeli and I want to visit Bangladesh',
    to: 'visa_answer',
  },
  {
    from: 'travel_purpose_question',
    message: 'What about Thailand?',
    nationality: 'India',
    destination: 'Japan',
    to: 'visa_free_booking',
  },
  {
    from: 'travel_purpose_question',
    message: 'I am going there to study',
    ...IN_US,
    to: 'travel_purpose_selection',
  },
  { from: 'visa_free_booking', message: 'Which visa do I need?', ...IN_US, to: 'travel_purpose' },
  { from: 'visa_answer', message: '我要去哪种签证', ...IN_US, to: 'travel_purpose' },
  {
    from: 'visa_free_booking',
    message: 'Plan an itinerary for me',
    ...US_JP,
    to: 'travel_purpose_required',
  },
  { from: 'visa_free_booking', message: 'hello', ...US_JP, to: 'visa_free_booking' },
  {
    from: 'visa_answer',
    message: 'And Germany?',
    nationality: 'India',
    destination: 'Japan',
    to: 'travel_purpose_question',
  },
  {
    from: 'city_selection',
    message: 'Visa requirements for France',
    ...US_JP,
    to: 'visa_free_booking',
  },
  { from: 'cold_email_campaign', message: 'hello', ...IN_US, to: 'travel_purpose_question' },
  press('visa_free_booking', 'book_flight', 'city_selection', US_JP),
  press('visa_free_booking', 'book_hotel', 'city_selection', US_JP),
  press('visa_free_booking', 'book_flight', 'auth_required', { ...US_JP, signedIn: false }),
  press('visa_free_booking', 'book_hotel', 'auth_required', { ...US_JP, signedIn: false }),
  press('travel_purpose_question', 'confirm_travel_purposes', 'visa_confirmation', {
    values: ['study'],
  }),
  press('travel_purpose', 'confirm_travel_purposes', 'visa_confirmation', { values: ['work'] }),
  press('travel_purpose_selection', 'confirm_travel_purposes', 'visa_confirmation', {
    values: ['study', 'work'],
  }),
  press('visa_confirmation', 'continue_visa_questionnaire', 'visa_purpose_collection'),
  press('visa_confirmation', 'request_visa_assistance', 'visa_assistance'),
  press('visa_confirmation', 'skip_to_booking', 'city_selection'),
  press('visa_purpose_collection', 'answer_visa_purpose', 'visa_duration_collection', {
    values: ['study'],
  }),
  press('visa_duration_collection', 'answer_visa_duration', 'visa_companion_collection', {
    values: ['extended'],
    visaQuestionnaire: { purpose: 'study' },
  }),
  press('visa_companion_collection', 'answer_visa_companions', 'visa_travel_history_collection', {
    values: ['family'],
    visaQuestionnaire: { purpose: 'study', duration: 'extended' },
  }),
  press('visa_travel_history_collection', 'answer_travel_history', 'visa_recommendation_options', {
    values: ['no'],
    visaQuestionnaire: ANSWERS,
  }),
  press('visa_travel_history_collection', 'answer_travel_history', 'visa_recommendation_options', {
    values: [],
    visaQuestionnaire: ANSWERS,
  }),
  press('visa_recommendation_options', 'buy_visa_bundle', 'city_selection', {
    values: [BUNDLE.reference],
    order: BUNDLE,
  }),
  press('visa_recommendation_options', 'buy_visa_bundle', 'auth_required', { signedIn: false }),
  press('visa_recommendation_options', 'email_me_and_continue', 'city_selection'),
  press('visa_recommendation_options', 'email_me_and_continue', 'cold_email_campaign', {
    signedIn: false,
    mailEnabled: true,
  }),
  press('visa_recommendation_options', 'email_me_and_continue', 'city_selection', {
    signedIn: false,
    mailEnabled: false,
  }),
  press('visa_recommendation_options', 'request_visa_assistance', 'visa_assistance'),
  press('cold_email_campaign', 'submit_email', 'city_selection', { signedIn: false }),
  press('cold_email_campaign', 'skip_to_booking', 'city_selection', { signedIn: false }),
  press('visa_assistance', 'choose_professional_service', 'visa_service_options'),
  press('visa_assistance', 'choose_diy_guide', 'visa_diy_options'),
  press('visa_assistance', 'skip_to_booking', 'city_selection'),
  press('visa_service_options', 'buy_visa_service', 'complementary_service_upsell', {
    values: [SERVICE.reference],
    order: SERVICE,
  }),
  press('visa_service_options', 'buy_visa_service', 'auth_required', { signedIn: false }),
  press('visa_service_options', 'skip_to_booking', 'city_selection'),
  press('visa_diy_options', 'skip_to_booking', 'city_selection'),
  press('complementary_service_upsell', 'skip_to_booking', 'city_selection'),
  press('auth_required', 'buy_visa_bundle', 'city_selection', {
    values: [BUNDLE.reference],
    order: BUNDLE,
  }),
  press('auth_required', 'buy_visa_bundle', 'auth_required', { signedIn: false }),
  press('auth_required', 'buy_visa_service', 'complementary_service_upsell', {
    values: [SERVICE.reference],
    order: SERVICE,
  }),
  press('auth_required', 'buy_visa_service', 'auth_required', { signedIn: false }),
  press('auth_required', 'book_flight', 'city_selection'),
  press('auth_required', 'book_flight', 'auth_required', { signedIn: false }),
  press('auth_required', 'book_hotel', 'city_selection'),
  press('auth_required', 'book_hotel', 'auth_required', { signedIn: false }),
  press('travel_purpose_required', 'start_itinerary', 'travel_preferences_step1', US_JP),
  // Issue 7 and issue 8: the trip flow (decision 012).
  {
    from: 'city_selection',
    message: 'I want to visit several cities',
    ...IN_US,
    to: 'multi_city_question',
  },
  {
    from: 'visa_free_booking',
    message: 'Quiero visitar varias ciudades',
    ...US_JP,
    to: 'multi_city_question',
  },
  press('multi_city_question', 'add_another_city', 'multi_city_builder'),
  press('multi_city_question', 'single_city', 'city_selection_required'),
  press('city_selection', 'select_cities', 'multi_city_services', { trip: TRIP }),
  press('city_selection_required', 'select_cities', 'multi_city_services', { trip: TRIP }),
  press('multi_city_builder', 'select_cities', 'multi_city_services', { trip: TRIP }),
  press('city_selection', 'confirm_booking', 'booking_confirmation', SAVED),
  press('city_selection', 'confirm_booking', 'auth_required', { ...SAVED, signedIn: false }),
  press('city_selection_required', 'confirm_booking', 'booking_confirmation', SAVED),
  press('multi_city_builder', 'confirm_booking', 'booking_confirmation', {
    values: [HOTEL.reference],
    booking: HOTEL,
  }),
  press('multi_city_services', 'confirm_booking', 'multi_city_services_display', {
    ...SAVED,
    trip: TRIP,
  }),
  press('auth_required', 'confirm_booking', 'booking_confirmation', SAVED),
  press('booking_confirmation', 'start_travel_preferences', 'travel_preferences_step1'),
  press('multi_city_services_display', 'start_travel_preferences', 'travel_preferences_step1'),
  press('travel_preferences_step1', 'choose_preference_purpose', 'travel_preferences_step2', {
    values: ['culture'],
  }),
  press('travel_preferences_step2', 'choose_preference_duration', 'travel_preferences_step3', {
    values: ['long'],
    preferences: PREFS_1,
  }),
  press('travel_preferences_step3', 'choose_preference_budget', 'travel_preferences_step4', {
    values: ['mid'],
    preferences: PREFS_2,
  }),
  press('travel_preferences_step4', 'choose_preference_interests', 'travel_preferences_step5', {
    values: ['art', 'food'],
    preferences: PREFS_3,
  }),
  press('travel_preferences_step5', 'create_itinerary', 'personalized_itinerary_created', {
    preferences: PREFS_4,
  }),
  press('travel_preferences_step5', 'modify_preferences', 'travel_preferences_step1', {
    preferences: PREFS_4,
  }),
  press('personalized_itinerary_created', 'show_itinerary', 'show_personalized_itinerary', {
    preferences: PREFS_4,
  }),
  press('personalized_itinerary_created', 'book_itinerary_services', 'personalized_services'),
  press(
    'show_personalized_itinerary',
    'book_itinerary_services',
    'personalized_hotel_recommendations',
    { values: ['flight'] },
  ),
  press('show_personalized_itinerary', 'book_itinerary_services', 'itinerary_upsells', {
    values: ['flight', 'hotel'],
  }),
  press('show_personalized_itinerary', 'book_itinerary_services', 'itinerary_upsells'),
  press('show_personalized_itinerary', 'modify_preferences', 'travel_preferences_step1'),
  press('personalized_services', 'book_flight', 'city_selection'),
  press('personalized_services', 'book_flight', 'auth_required', { signedIn: false }),
  press('personalized_services', 'choose_personalized_hotel', 'personalized_hotel_upsell'),
  press('personalized_services', 'skip_hotel', 'itinerary_upsells'),
  press('personalized_hotel_upsell', 'confirm_booking', 'booking_confirmation', {
    values: [HOTEL.reference],
    booking: HOTEL,
  }),
  press('personalized_hotel_upsell', 'skip_hotel', 'itinerary_upsells'),
  press('personalized_hotel_recommendations', 'confirm_booking', 'booking_confirmation', {
    values: [HOTEL.reference],
    booking: HOTEL,
  }),
  press('personalized_hotel_recommendations', 'skip_hotel', 'itinerary_upsells'),
  press('itinerary_upsells', 'show_restaurant_offers', 'restaurant_offers'),
  press('restaurant_offers', 'book_restaurant_offers', 'trip_complete'),
  press('restaurant_offers', 'skip_restaurant_offers', 'trip_complete'),
  { from: 'trip_complete', message: 'Thanks!', ...US_JP, to: 'visa_free_booking' },
];

describe('transitions', () => {
  it.each(ROWS)('$from + "$message" → $to', async (row) => {
    const reply = await respond({
      message: row.message,
      nationality: row.nationality ?? 'Unknown',
      destination: row.destination ?? 'Unknown',
      language: 'en',
      ...(row.from ? { flowStep: row.from } : {}),
      ...(row.action ? { action: row.action } : {}),
      ...(row.visaQuestionnaire ? { visaQuestionnaire: row.visaQuestionnaire } : {}),
      ...(row.signedIn !== undefined ? { signedIn: row.signedIn } : {}),
      ...(row.mailEnabled !== undefined ? { mailEnabled: row.mailEnabled } : {}),
      ...(row.order ? { order: row.order } : {}),
      ...(row.booking ? { booking: row.booking } : {}),
    });
    expect(reply.metadata.flowStep).toBe(row.to);
    if (row.from && Object.hasOwn(FLOW_MACHINE, row.from)) {
      const allowed = row.action
        ? actionTargets(row.from, row.action.type)
        : FLOW_MACHINE[row.from as WiredStep].message;
      expect(allowed).toContain(row.to);
    }
  });

  it('covers every button of the table', () => {
    const covered = new Set(
      ROWS.filter((row) => row.action).map((row) => `${row.from}:${row.action?.type}`),
    );
    for (const step of wiredSteps) {
      const actions = Object.keys(FLOW_MACHINE[step].actions) as FlowActionType[];
      for (const action of actions)
        expect(covered, `${step}:${action}`).toContain(`${step}:${action}`);
    }
  });

  it.each([
    [{ type: 'book_flight', flowStep: 'travel_purpose_question' }, 'not available'],
    [
      { type: 'confirm_travel_purposes', flowStep: 'visa_free_booking', values: ['tourism'] },
      'not available',
    ],
    [{ type: 'book_hotel', flowStep: 'restaurant_offers' }, 'not available'],
    [
      { type: 'confirm_travel_purposes', flowStep: 'travel_purpose_question', values: [] },
      'at least one',
    ],
    [
      {
        type: 'confirm_travel_purposes',
        flowStep: 'travel_purpose_question',
        values: ['sightseeing'],
      },
      'at least one',
    ],
    [{ type: 'select_cities', flowStep: 'city_selection' }, 'trip is required'],
    [
      {
        type: 'choose_preference_duration',
        flowStep: 'travel_preferences_step2',
        values: ['long'],
      },
      'missing: purpose',
    ],
    [
      { type: 'choose_preference_purpose', flowStep: 'travel_preferences_step1', values: ['nap'] },
      'purpose question',
    ],
    [
      {
        type: 'choose_preference_interests',
        flowStep: 'travel_preferences_step4',
        values: [],
        preferences: { purpose: 'food', duration: 'short', budget: 'luxury' },
      },
      'at least one interest',
    ],
    [
      { type: 'create_itinerary', flowStep: 'travel_preferences_step5', preferences: {} },
      'missing',
    ],
    [
      { type: 'book_itinerary_services', flowStep: 'show_personalized_itinerary', values: ['car'] },
      'booked services',
    ],
  ] as const)('rejects the invalid action %j with 400', async (action, text) => {
    await expect(
      respond({
        message: 'x',
        nationality: 'India',
        destination: 'Japan',
        language: 'en',
        action: { ...action, values: 'values' in action ? [...action.values] : undefined },
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining(text) });
  });

  it('rejects an action from a step the conversation is not in', async () => {
    await expect(
      respond({
        message: 'Book Flight',
        nationality: 'United States',
        destination: 'Japan',
        flowStep: 'travel_purpose_question',
        action: { type: 'book_flight', flowStep: 'visa_free_booking' },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('needs the countries before a purpose or a booking', async () => {
    await expect(
      respond({
        message: 'Book Flight',
        nationality: 'Unknown',
        destination: 'Unknown',
        action: { type: 'book_flight', flowStep: 'visa_free_booking' },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      respond({
        message: 'Study',
        nationality: 'Unknown',
        destination: 'Japan',
        action: {
          type: 'confirm_travel_purposes',
          flowStep: 'travel_purpose_question',
          values: ['study'],
        },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
