import type { FlowStep } from '@common/chat-flow';

// The steps whose reply shows the itinerary's panels (product.md §4.6 to §4.8), kept apart from
// the panels so the app can register them without loading the itinerary code.

export const ITINERARY_PANEL_STEPS = [
  'travel_preferences_step1',
  'travel_preferences_step2',
  'travel_preferences_step3',
  'travel_preferences_step4',
  'travel_preferences_step5',
  'personalized_itinerary_created',
  'show_personalized_itinerary',
  'personalized_services',
  'personalized_hotel_upsell',
  'personalized_hotel_recommendations',
  'itinerary_upsells',
  'restaurant_offers',
] as const satisfies readonly FlowStep[];
export type ItineraryPanelStep = (typeof ITINERARY_PANEL_STEPS)[number];
