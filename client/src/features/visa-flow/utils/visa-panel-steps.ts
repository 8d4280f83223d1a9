import type { FlowStep } from '@common/chat-flow';
import type { ShownMessage } from '@/lib/shown-message';

// The steps whose reply shows the guided visa flow's panels (product.md §3.4 to §3.6), kept apart
// from the panels so the app can register them without loading the visa flow's code.

export const VISA_PANEL_STEPS = [
  'visa_free_booking',
  'travel_purpose_question',
  'travel_purpose',
  'travel_purpose_selection',
  'visa_confirmation',
  'visa_purpose_collection',
  'visa_duration_collection',
  'visa_companion_collection',
  'visa_travel_history_collection',
  'visa_recommendation_options',
  'cold_email_campaign',
  'visa_assistance',
  'visa_service_options',
  'visa_diy_options',
  'complementary_service_upsell',
  'travel_purpose_required',
  'auth_required',
] as const satisfies readonly FlowStep[];
export type VisaPanelStep = (typeof VISA_PANEL_STEPS)[number];

/** A reply that confirms a visa order carries its reference, whatever step comes next. */
export function carriesVisaOrder(message: ShownMessage): boolean {
  return Boolean(message.metadata?.orderReference);
}
