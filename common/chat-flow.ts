import * as z from 'zod/mini';

// The chat's flow steps (product.md §3.4), plus the three of our own that come
// before the first visa answer. An assistant message carries the step it leaves the chat in,
// and the client renders that step's panel under it. The transitions live in one state
// machine on the server (server/src/domain/assistant/flow/).

/** Steps of our own: the greeting, then asking for the destination and the nationality. */
export const CONTEXT_STEPS = [
  'greeting',
  'destination_collection',
  'nationality_collection',
] as const;

/** Every step named by the specification (product.md §3.4). */
export const SPEC_FLOW_STEPS = [
  'visa_confirmation',
  'auth_required',
  'multi_city_question',
  'city_selection_required',
  'city_selection',
  'multi_city_builder',
  'multi_city_services',
  'multi_city_services_display',
  'visa_free_booking',
  'itinerary_upsells',
  'travel_purpose',
  'travel_purpose_selection',
  'travel_purpose_question',
  'travel_purpose_required',
  'travel_preferences_step1',
  'travel_preferences_step2',
  'travel_preferences_step3',
  'travel_preferences_step4',
  'travel_preferences_step5',
  'personalized_hotel_upsell',
  'personalized_hotel_recommendations',
  'restaurant_offers',
  'personalized_itinerary_created',
  'personalized_services',
  'show_personalized_itinerary',
  'cold_email_campaign',
  'visa_purpose_collection',
  'visa_duration_collection',
  'visa_companion_collection',
  'visa_travel_history_collection',
  'visa_recommendation_options',
  'visa_assistance',
  'visa_service_options',
  'visa_diy_options',
  'complementary_service_upsell',
] as const;

/**
 * Steps of our own in the trip flow (decision 012): the voucher of a saved booking, and the end
 * of the guided flow after the restaurant offers.
 */
export const TRIP_OWN_STEPS = ['booking_confirmation', 'trip_complete'] as const;

export const FLOW_STEPS = [
  ...CONTEXT_STEPS,
  'visa_answer',
  ...SPEC_FLOW_STEPS,
  ...TRIP_OWN_STEPS,
] as const;
export const flowStepSchema = z.enum(FLOW_STEPS);
export type FlowStep = z.infer<typeof flowStepSchema>;

/**
 * Buttons a step offers. A structured action names the step it was offered in and one of these;
 * the server answers 400 when the step does not offer it. `values` carries what the button
 * chose (purposes, a questionnaire answer, an order reference).
 */
export const FLOW_ACTIONS = [
  // Issue 5: the visa answer's next steps.
  'book_flight',
  'book_hotel',
  'confirm_travel_purposes',
  // Issue 6: the guided visa flow.
  'continue_visa_questionnaire',
  'answer_visa_purpose',
  'answer_visa_duration',
  'answer_visa_companions',
  'answer_travel_history',
  'request_visa_assistance',
  'choose_professional_service',
  'choose_diy_guide',
  'buy_visa_bundle',
  'buy_visa_service',
  'email_me_and_continue',
  'submit_email',
  'start_itinerary',
  'skip_to_booking',
  // Issue 7 and issue 8: cities, bookings, the preference wizard, the itinerary and upsells.
  'add_another_city',
  'single_city',
  'select_cities',
  'confirm_booking',
  'start_travel_preferences',
  'choose_preference_purpose',
  'choose_preference_duration',
  'choose_preference_budget',
  'choose_preference_interests',
  'create_itinerary',
  'modify_preferences',
  'show_itinerary',
  'book_itinerary_services',
  'choose_personalized_hotel',
  'skip_hotel',
  'show_restaurant_offers',
  'book_restaurant_offers',
  'skip_restaurant_offers',
] as const;
export const flowActionTypeSchema = z.enum(FLOW_ACTIONS);
export type FlowActionType = z.infer<typeof flowActionTypeSchema>;

/** Steps whose city panel chooses the trip's cities (kept with the conversation on Continue). */
export const CITY_CHOICE_STEPS = [
  'city_selection',
  'city_selection_required',
  'multi_city_builder',
] as const satisfies readonly FlowStep[];

/** Actions that need a signed-in user; signed out they lead to auth_required. */
export const SIGNED_IN_ACTIONS = [
  'book_flight',
  'book_hotel',
  'buy_visa_bundle',
  'buy_visa_service',
  'confirm_booking',
] as const satisfies readonly FlowActionType[];
