import type { FlowActionType, FlowStep } from '@common/chat-flow';

// The chat's flow as one declarative table (flows §4 "Chat flow steps"). Each wired step lists
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
  auth_required: { message: CONVERSATION, actions: gatedActions },
  /** An itinerary needs the traveller's preferences first. */
  travel_purpose_required: {
    message: CONVERSATION,
    actions: { start_itinerary: ['travel_preferences_step1'] },
  },
  // Issue 7 wires the preference wizard and the city selection.
  travel_preferences_step1: talk,
  city_selection: talk,
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
