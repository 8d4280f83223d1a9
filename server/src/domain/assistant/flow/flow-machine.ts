import type { FlowActionType, FlowStep } from '@common/chat-flow';

// The chat's flow as one declarative table (product.md §3.4). Each wired step lists
// where a free-text message may take the chat and where each of its buttons leads. The engine
// picks the target with guards on what it knows (the countries, the visa category); tests check
// that every pick is one the table allows, that every step is reachable and has an exit.
// Later issues wire their steps into the same table.

export type StepTransitions = {
  /** Targets of a typed message. A message is always accepted: the traveller may change topic. */
  readonly message: readonly FlowStep[];
  /** The step's buttons and where each may lead. */
  readonly actions: Partial<Readonly<Record<FlowActionType, readonly FlowStep[]>>>;
};

/** Where any typed message can lead: what the engine still has to ask, or the visa answer. */
const CONVERSATION: readonly FlowStep[] = [
  'greeting',
  'destination_collection',
  'nationality_collection',
  'visa_answer',
  'visa_free_booking',
  'travel_purpose_question',
  'travel_purpose',
  'travel_purpose_selection',
  'travel_purpose_required',
  'multi_city_question',
  // Cities named in a message open the route planner with them.
  'multi_city_builder',
];

const talk = { message: CONVERSATION, actions: {} } as const;
/** Purposes confirmed: the visa answer for them and the offer of a recommendation. */
const confirmPurposes = { confirm_travel_purposes: ['visa_confirmation'] } as const;
const skip = { skip_to_booking: ['city_selection'] } as const;
/** Signed out, a signed-in-only button leads to auth_required instead. */
const gatedActions = {
  book_flight: ['city_selection', 'auth_required'],
  book_hotel: ['city_selection', 'auth_required'],
  buy_visa_bundle: ['city_selection', 'auth_required'],
  buy_visa_service: ['complementary_service_upsell', 'auth_required'],
} as const;

/** A saved booking: its voucher, or the services per city in multi-city mode; or sign in. */
const bookingSaved = [
  'booking_confirmation',
  'multi_city_services_display',
  'auth_required',
] as const;
/** Continue of a city panel in multi-city mode; a saved booking from a direct Continue. */
const cityPanelActions = {
  select_cities: ['multi_city_services'],
  confirm_booking: bookingSaved,
} as const;
const startPreferences = { start_travel_preferences: ['travel_preferences_step1'] } as const;

export const FLOW_MACHINE = {
  greeting: talk,
  destination_collection: talk,
  nationality_collection: talk,
  /** A visa answer with nothing to book (entry refused) or after the purposes were given. */
  visa_answer: talk,
  visa_free_booking: {
    message: CONVERSATION,
    actions: { book_flight: gatedActions.book_flight, book_hotel: gatedActions.book_hotel },
  },
  // Issue 6: the guided visa flow.
  travel_purpose_question: { message: CONVERSATION, actions: confirmPurposes },
  /** Asked when the traveller asks which visa fits. */
  travel_purpose: { message: CONVERSATION, actions: confirmPurposes },
  /** The traveller typed their purposes; they confirm them. */
  travel_purpose_selection: { message: CONVERSATION, actions: confirmPurposes },
  visa_confirmation: {
    message: CONVERSATION,
    actions: {
      continue_visa_questionnaire: ['visa_purpose_collection'],
      request_visa_assistance: ['visa_assistance'],
      ...skip,
    },
  },
  visa_purpose_collection: {
    message: CONVERSATION,
    actions: { answer_visa_purpose: ['visa_duration_collection'] },
  },
  visa_duration_collection: {
    message: CONVERSATION,
    actions: { answer_visa_duration: ['visa_companion_collection'] },
  },
  visa_companion_collection: {
    message: CONVERSATION,
    actions: { answer_visa_companions: ['visa_travel_history_collection'] },
  },
  visa_travel_history_collection: {
    message: CONVERSATION,
    actions: { answer_travel_history: ['visa_recommendation_options'] },
  },
  visa_recommendation_options: {
    message: CONVERSATION,
    actions: {
      buy_visa_bundle: gatedActions.buy_visa_bundle,
      email_me_and_continue: ['city_selection', 'cold_email_campaign'],
      request_visa_assistance: ['visa_assistance'],
    },
  },
  /** Signed out, 'Email Me & Continue' first asks where to send the checklist. */
  cold_email_campaign: {
    message: CONVERSATION,
    actions: { submit_email: ['city_selection'], ...skip },
  },
  visa_assistance: {
    message: CONVERSATION,
    actions: {
      choose_professional_service: ['visa_service_options'],
      choose_diy_guide: ['visa_diy_options'],
      ...skip,
    },
  },
  visa_service_options: {
    message: CONVERSATION,
    actions: { buy_visa_service: gatedActions.buy_visa_service, ...skip },
  },
  visa_diy_options: { message: CONVERSATION, actions: skip },
  complementary_service_upsell: { message: CONVERSATION, actions: skip },
  /** The sign-up dialog; the gated button resumes from here after signing in. */
  auth_required: {
    message: CONVERSATION,
    actions: { ...gatedActions, confirm_booking: bookingSaved },
  },
  /** An itinerary needs the traveller's preferences first. */
  travel_purpose_required: {
    message: CONVERSATION,
    actions: { start_itinerary: ['travel_preferences_step1'] },
  },
  // Issue 7 and issue 8 (decision 012): cities, bookings, the wizard, the itinerary, upsells.
  /** 'Add another city' or 'Single city'. */
  multi_city_question: {
    message: CONVERSATION,
    actions: {
      add_another_city: ['multi_city_builder'],
      single_city: ['city_selection_required'],
    },
  },
  /** The city selection panel; a direct Continue opens the booking dialog in the client. */
  city_selection: { message: CONVERSATION, actions: cityPanelActions },
  /** The same panel, Direct only: a booking needs its two cities first. */
  city_selection_required: { message: CONVERSATION, actions: cityPanelActions },
  /** The city planning panel (2 to 5 cities, drag and drop). */
  multi_city_builder: { message: CONVERSATION, actions: cityPanelActions },
  /** The international flight to the first city, to book before the services. */
  multi_city_services: { message: CONVERSATION, actions: { confirm_booking: bookingSaved } },
  /** The services per city once the flight is booked; the preferences follow after 1.5 s. */
  multi_city_services_display: { message: CONVERSATION, actions: startPreferences },
  /** A saved booking's voucher; the preferences follow after 1.5 s. */
  booking_confirmation: { message: CONVERSATION, actions: startPreferences },
  travel_preferences_step1: {
    message: CONVERSATION,
    actions: { choose_preference_purpose: ['travel_preferences_step2'] },
  },
  travel_preferences_step2: {
    message: CONVERSATION,
    actions: { choose_preference_duration: ['travel_preferences_step3'] },
  },
  travel_preferences_step3: {
    message: CONVERSATION,
    actions: { choose_preference_budget: ['travel_preferences_step4'] },
  },
  travel_preferences_step4: {
    message: CONVERSATION,
    actions: { choose_preference_interests: ['travel_preferences_step5'] },
  },
  /** The summary: 'Create Itinerary' or 'Modify'. */
  travel_preferences_step5: {
    message: CONVERSATION,
    actions: {
      create_itinerary: ['personalized_itinerary_created'],
      modify_preferences: ['travel_preferences_step1'],
    },
  },
  /** The itinerary is being prepared; the client shows it 2 s later. */
  personalized_itinerary_created: {
    message: CONVERSATION,
    actions: {
      show_itinerary: ['show_personalized_itinerary'],
      book_itinerary_services: ['personalized_services'],
    },
  },
  show_personalized_itinerary: {
    message: CONVERSATION,
    actions: {
      book_itinerary_services: ['personalized_hotel_recommendations', 'itinerary_upsells'],
      modify_preferences: ['travel_preferences_step1'],
    },
  },
  /** Flight, hotel and insurance cards; insurance opens the add-on dialog in the client. */
  personalized_services: {
    message: CONVERSATION,
    actions: {
      book_flight: gatedActions.book_flight,
      choose_personalized_hotel: ['personalized_hotel_upsell'],
      skip_hotel: ['itinerary_upsells'],
    },
  },
  /** 'Book Personalized Hotel' opens the hotel booking dialog. */
  personalized_hotel_upsell: {
    message: CONVERSATION,
    actions: { confirm_booking: bookingSaved, skip_hotel: ['itinerary_upsells'] },
  },
  /** Three hotels: 'Book Perfect Hotel Match' opens the dialog; 'Skip Hotel'. */
  personalized_hotel_recommendations: {
    message: CONVERSATION,
    actions: { confirm_booking: bookingSaved, skip_hotel: ['itinerary_upsells'] },
  },
  /** Tours, insurance, eSIM, car: each opens the add-on dialog; the offers follow after 2 s. */
  itinerary_upsells: {
    message: CONVERSATION,
    actions: { show_restaurant_offers: ['restaurant_offers'] },
  },
  restaurant_offers: {
    message: CONVERSATION,
    actions: {
      book_restaurant_offers: ['trip_complete'],
      skip_restaurant_offers: ['trip_complete'],
    },
  },
  trip_complete: talk,
} as const satisfies Partial<Record<FlowStep, StepTransitions>>;

export type WiredStep = keyof typeof FLOW_MACHINE;

/** The steps a conversation starts in (the client's welcome message, or none yet). */
export const START_STEP: WiredStep = 'greeting';

export function isWiredStep(step: FlowStep): step is WiredStep {
  return Object.hasOwn(FLOW_MACHINE, step);
}

/** The targets the table allows for a button pressed in a step; none when it has no such button. */
export function actionTargets(step: FlowStep, action: FlowActionType): readonly FlowStep[] {
  if (!isWiredStep(step)) return [];
  const actions: StepTransitions['actions'] = FLOW_MACHINE[step].actions;
  return actions[action] ?? [];
}

/** The targets the table allows for a typed message in a step. */
export function messageTargets(step: FlowStep | undefined): readonly FlowStep[] {
  // A step wired by no issue yet still accepts a message: the traveller can always type.
  return step !== undefined && isWiredStep(step) ? FLOW_MACHINE[step].message : CONVERSATION;
}
