import { useEffect, useRef } from 'react';
import type { FlowStep } from '@common/chat-flow';
import type { TripFlowActions } from '@/lib/trip-actions';
import type { ShownMessage } from '@/lib/shown-message';
import { AUTO_ADVANCE_MS } from '@/features/chat/utils/panel-steps';

/** Runs the newest reply's automatic next step once, while the chat may send. */
export function AutoAdvance({
  message,
  step,
  active,
  trip,
}: {
  message: ShownMessage;
  step: FlowStep;
  active: boolean;
  trip: TripFlowActions;
}) {
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
