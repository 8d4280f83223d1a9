import { Suspense, useEffect, useRef } from 'react';
import type { FlowStep } from '@common/chat-flow';
import type { ShownMessage } from '@/lib/shown-message';
import { registeredReplyCards, registeredStepPanel, type StepPanelProps } from '@/lib/step-panels';

/** The steps that move on by themselves, and after how long (product.md §3.4). */
const AUTO_ADVANCE_MS: Partial<Record<FlowStep, number>> = {
  booking_confirmation: 1500,
  multi_city_services_display: 1500,
  personalized_itinerary_created: 2000,
};

/** What the chat hands the panels: its send, the trip flow's buttons and the booking's. */
export type StepPanelActions = Pick<StepPanelProps, 'send' | 'trip' | 'booking'>;

/** The panel of a step, or null for a step without buttons. */
export function panelForStep({
  actions,
  ...props
}: Omit<StepPanelProps, keyof StepPanelActions | 'bookFlight'> & { actions: StepPanelActions }) {
  const RegisteredPanel = registeredStepPanel(props.step);
  if (!RegisteredPanel) return null;
  return (
    <RegisteredPanel
      {...props}
      {...actions}
      bookFlight={() => actions.booking.book('flight', 'personalized_services')}
    />
  );
}

/** Runs the newest reply's automatic next step once, while the chat may send. */
function AutoAdvance({
  message,
  step,
  active,
  trip,
}: Pick<StepPanelProps, 'message' | 'step' | 'active' | 'trip'>) {
  const delay = AUTO_ADVANCE_MS[step];
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (delay === undefined || !active || done.current === message.key) return;
    const timer = window.setTimeout(() => {
      done.current = message.key;
      trip.advance(step, message);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [active, delay, message, step, trip]);
  return null;
}

/**
 * What a reply offers under it (product.md §3.4): its step's panel and the cards of what it
 * carries (an order's confirmation, a booking's voucher). Only the newest reply's buttons work,
 * and not while a reply is awaited; earlier panels stay as a record of what was offered.
 */
export function StepPanel({
  message,
  messages,
  isNewest,
  disabled,
  actions,
  conversation,
}: {
  message: ShownMessage;
  messages: readonly ShownMessage[];
  conversation: StepPanelProps['conversation'];
  /** The last message of the conversation. */
  isNewest: boolean;
  /** Nothing can be sent now (a reply is awaited, or the session is not ready). */
  disabled: boolean;
  actions: StepPanelActions;
}) {
  if (message.role !== 'assistant') return null;
  const step = message.metadata?.flowStep;
  const cards = registeredReplyCards(message);
  const active = isNewest && !disabled;
  const panel =
    step === undefined
      ? null
      : panelForStep({
          message,
          step,
          messages,
          conversation,
          active,
          disabled: !active,
          actions,
        });
  const advance = step !== undefined && (
    <AutoAdvance message={message} step={step} active={active} trip={actions.trip} />
  );
  if (!panel && cards.length === 0) return advance || null;
  return (
    // Indented and as wide as the reply above it.
    <div className="mt-3 pl-11">
      <div className="flex max-w-3xl flex-col gap-3">
        <Suspense fallback={null}>
          {cards.map((Card, index) => (
            <Card key={index} message={message} />
          ))}
          {panel}
        </Suspense>
        {advance}
      </div>
    </div>
  );
}
