import type { FlowStep } from '@common/chat-flow';
import type { ShownMessage } from '@/lib/shown-message';

// Which steps show which panel, kept apart from the panels themselves so the chat can decide
// what to render (and what to load) without loading the trip code. The itinerary's steps are
// its own (features/itinerary), registered by the app (lib/step-panels.ts).

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

export function isTripPanelStep(step: FlowStep): step is TripPanelStep {
  return (TRIP_PANEL_STEPS as readonly FlowStep[]).includes(step);
}

/** The steps that move on by themselves, and after how long (product.md §3.4). */
export const AUTO_ADVANCE_MS: Partial<Record<FlowStep, number>> = {
  booking_confirmation: 1500,
  multi_city_services_display: 1500,
  personalized_itinerary_created: 2000,
};

/**
 * Whether anything shows (or runs) under this message: the greeting and the traveller's own
 * messages have nothing, so a fresh chat never loads the step panels.
 */
export function hasStepPanel(message: ShownMessage): boolean {
  if (message.role !== 'assistant') return false;
  const metadata = message.metadata;
  if (metadata?.orderReference || metadata?.booking) return true;
  const step = metadata?.flowStep;
  return step !== undefined && step !== 'greeting';
}
