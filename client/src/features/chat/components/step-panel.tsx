import { Suspense } from 'react';
import type { FlowStep } from '@common/chat-flow';
import { AutoAdvance } from '@/features/chat/components/auto-advance';
import type { ChatBooking } from '@/lib/chat-booking';
import type { ChatSend } from '@/lib/chat-send';
import type { ShownMessage } from '@/lib/shown-message';
import { registeredReplyCards, registeredStepPanel } from '@/lib/step-panels';
import type { TripFlowActions } from '@/lib/trip-actions';

/** What the chat hands the panels: its send, the trip flow's buttons and the booking's. */
export type StepPanelActions = {
  send: ChatSend;
  trip: TripFlowActions;
  booking: ChatBooking;
};

type PanelProps = {
  message: ShownMessage;
  step: FlowStep;
  messages: readonly ShownMessage[];
  active: boolean;
  disabled: boolean;
  actions: StepPanelActions;
};

/** The panel of a step, or null for a step without buttons. */
export function panelForStep({ message, step, messages, active, disabled, actions }: PanelProps) {
  const RegisteredPanel = registeredStepPanel(step);
  if (!RegisteredPanel) return null;
  return (
    <RegisteredPanel
      message={message}
      step={step}
      messages={messages}
      active={active}
      disabled={disabled}
      send={actions.send}
      trip={actions.trip}
      booking={actions.booking}
      bookFlight={() => actions.booking.book('flight', 'personalized_services')}
    />
  );
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
}: {
  message: ShownMessage;
  messages: readonly ShownMessage[];
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
      : panelForStep({ message, step, messages, active, disabled: !active, actions });
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
