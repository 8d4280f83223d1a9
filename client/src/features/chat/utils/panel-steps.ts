import type { FlowStep } from '@common/chat-flow';
import type { ShownMessage } from '@/lib/shown-message';

// What shows under a reply, kept apart from the panels themselves so the chat can decide what to
// render (and what to load) without loading their code. The panels are those of the flows'
// features (the visa flow, trip planning, the itinerary), registered by the app
// (lib/step-panels.ts).

/** The steps that move on by themselves, and after how long (product.md §3.4). */
export const AUTO_ADVANCE_MS: Partial<Record<FlowStep, number>> = {
  booking_confirmation: 1500,
  multi_city_services_display: 1500,
  personalized_itinerary_created: 2000,
};

/** After an upsell is chosen on the itinerary, the restaurant offers follow (product.md §4.8). */
export const RESTAURANT_OFFERS_DELAY_MS = 2000;

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
