import { createElement, type ComponentType } from 'react';
import type { FlowStep } from '@common/chat-flow';
import type { ChatBooking } from '@/lib/chat-booking';
import type { ChatSend } from '@/lib/chat-send';
import { lazyPart } from '@/lib/lazy-part';
import type { ShownMessage } from '@/lib/shown-message';
import type { TripFlowActions } from '@/lib/trip-actions';

// The panels a reply shows under it by its flow step (product.md §3.4). The chat renders them;
// the flows that own them are features of their own, which the app registers here
// (app/step-panels.ts), so the chat finds a panel by its step without importing its feature.

/** What a registered panel receives from the chat. */
export type StepPanelProps<S extends FlowStep = FlowStep> = {
  /** The reply the panel sits under. */
  message: ShownMessage;
  step: S;
  messages: readonly ShownMessage[];
  /** The conversation's id (null before it starts) and how many times it has changed. */
  conversation: { sessionId: string | null; revision: number };
  /** The newest reply, and nothing is awaited: the only time a panel may act by itself. */
  active: boolean;
  /** Its buttons are off: an earlier reply, a reply awaited or an action running. */
  disabled: boolean;
  /** Sends a button's label as the traveller's message, with its action. */
  send: ChatSend;
  trip: TripFlowActions;
  /** Book Flight and Book Hotel, signed in or after signing up (product.md §3.6). */
  booking: ChatBooking;
  /** Book Flight, signed in or after signing up (product.md §3.6). */
  bookFlight: () => void;
};

type PanelModule<S extends FlowStep> = { default: ComponentType<StepPanelProps<S>> };

const panels = new Map<FlowStep, ComponentType<StepPanelProps>>();

/**
 * Shows a panel under the replies of these steps. Its code loads when a reply first needs it,
 * not when it is registered: the flows' panels show only deep into a conversation, and the first
 * page has a JavaScript budget (docs/performance.md).
 */
export function registerStepPanel<S extends FlowStep>(
  steps: readonly S[],
  load: () => Promise<PanelModule<S>>,
): void {
  const Part = lazyPart(load);
  for (const step of steps) {
    // Given its own step, so the panel's props name only the steps it was registered for.
    panels.set(step, (props: StepPanelProps) => createElement(Part, { ...props, step }));
  }
}

/** The panel registered for a step, if any. */
export function registeredStepPanel(step: FlowStep): ComponentType<StepPanelProps> | undefined {
  return panels.get(step);
}

/** A card a reply shows for what it carries, whatever its step (an order's reference, say). */
export type ReplyCardProps = { message: ShownMessage };

// By the test that picks them: registering the same one again replaces it.
const replyCards = new Map<(message: ShownMessage) => boolean, ComponentType<ReplyCardProps>>();

/** Shows a card under the replies that carry something; its code loads like a step's panel. */
export function registerReplyCard(
  carries: (message: ShownMessage) => boolean,
  load: () => Promise<{ default: ComponentType<ReplyCardProps> }>,
): void {
  replyCards.set(carries, lazyPart(load));
}

/** The cards registered for what this reply carries. */
export function registeredReplyCards(message: ShownMessage): ComponentType<ReplyCardProps>[] {
  return [...replyCards].filter(([carries]) => carries(message)).map(([, Card]) => Card);
}

let loadRegistrations: (() => Promise<void>) | undefined;
let registrations: Promise<void> | undefined;

/**
 * How the app registers the panels (app/step-panels.ts), run by `loadStepPanels`: the step lists
 * load with the chat's step panels, not with the first page (docs/performance.md).
 */
export function provideStepPanels(load: () => Promise<void>): void {
  loadRegistrations = load;
}

/** Registers the panels once; the chat waits for it before its step panels first render. */
export function loadStepPanels(): Promise<void> {
  registrations ??= loadRegistrations?.() ?? Promise.resolve();
  return registrations;
}
