import { Plane, Route, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FlowActionType, FlowStep } from '@common/chat-flow';
import { StepButtons } from '@/components/step-buttons';
import type { VisaFlowActions } from '@/features/visa-flow/hooks/use-visa-flow';

/** Steps whose panel is a single button that moves the flow on (product.md §3.4). */
const NEXT_STEPS = {
  /** The DIY guide is the reply itself; this moves on to booking. */
  visa_diy_options: { action: 'skip_to_booking', labelKey: 'continueToBooking', icon: Plane },
  /** The offers show as cards in the message itself; this moves on to booking. */
  complementary_service_upsell: {
    action: 'skip_to_booking',
    labelKey: 'continueToBooking',
    icon: Plane,
  },
  /** Starts the personalised itinerary wizard. */
  travel_purpose_required: { action: 'start_itinerary', labelKey: 'planItinerary', icon: Route },
} as const satisfies Partial<
  Record<
    FlowStep,
    { action: FlowActionType; labelKey: 'continueToBooking' | 'planItinerary'; icon: LucideIcon }
  >
>;

export type NextStep = keyof typeof NEXT_STEPS;

export function isNextStep(step: FlowStep): step is NextStep {
  return Object.hasOwn(NEXT_STEPS, step);
}

export function NextStepPanel({
  step,
  disabled,
  actions,
}: {
  step: NextStep;
  disabled: boolean;
  actions: VisaFlowActions;
}) {
  const { t } = useTranslation();
  const { action, labelKey, icon } = NEXT_STEPS[step];
  const label = t(`chat.visaFlow.${labelKey}`);
  return (
    <StepButtons
      label={t('chat.visaFlow.nextSteps')}
      disabled={disabled}
      buttons={[
        {
          label,
          variant: 'default',
          icon,
          onClick: () => actions.press(label, { type: action, flowStep: step }),
        },
      ]}
    />
  );
}
