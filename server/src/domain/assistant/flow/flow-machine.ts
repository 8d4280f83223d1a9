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
];

export const FLOW_MACHINE = {
  greeting: { message: CONVERSATION, actions: {} },
  destination_collection: { message: CONVERSATION, actions: {} },
  nationality_collection: { message: CONVERSATION, actions: {} },
  /** A visa answer with nothing to book (entry refused) or after the purposes were given. */
  visa_answer: { message: CONVERSATION, actions: {} },
  visa_free_booking: {
    message: CONVERSATION,
    actions: { book_flight: ['city_selection'], book_hotel: ['city_selection'] },
  },
  travel_purpose_question: {
    message: CONVERSATION,
    actions: { confirm_travel_purposes: ['visa_answer'] },
  },
  city_selection: { message: CONVERSATION, actions: {} },
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
