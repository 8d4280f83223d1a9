import type { FlowStep } from '@common/chat-flow';

// The steps whose reply shows the trip planning panels (product.md §4.1, §4.2, §4.5), kept apart
// from the panels so the app can register them without loading the trip code.

export const TRIP_PANEL_STEPS = [
  'multi_city_question',
  'city_selection',
  'city_selection_required',
  'multi_city_builder',
  'multi_city_services',
  'multi_city_services_display',
  'booking_confirmation',
] as const satisfies readonly FlowStep[];
export type TripPanelStep = (typeof TRIP_PANEL_STEPS)[number];
