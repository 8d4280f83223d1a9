import type { ParseKeys } from 'i18next';
import {
  ArrowRight,
  BookOpen,
  BriefcaseBusiness,
  LifeBuoy,
  Plane,
  Route,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FlowActionType, FlowStep } from '@common/chat-flow';
import { StepButtons } from '@/components/step-buttons';
import type { VisaFlowActions } from '@/features/visa-flow/hooks/use-visa-flow';

type FlowButton = { labelKey: ParseKeys; action: FlowActionType; icon: LucideIcon };

const CONTINUE_TO_BOOKING = {
  labelKey: 'chat.visaFlow.continueToBooking',
  action: 'skip_to_booking',
  icon: Plane,
} as const satisfies FlowButton;

const SKIP_TO_BOOKING = {
  labelKey: 'chat.visaFlow.skipToBooking',
  action: 'skip_to_booking',
  icon: Plane,
} as const satisfies FlowButton;

/**
 * Steps whose panel is a row of buttons that only send their label with the step's action
 * (product.md §3.4, §3.5); the first button is the main one.
 */
const FLOW_BUTTONS = {
  /** After the visa card: into the visa questionnaire, visa assistance, or on to booking. */
  visa_confirmation: {
    labelKey: 'chat.visaFlow.nextSteps',
    buttons: [
      {
        labelKey: 'chat.visaFlow.continue',
        action: 'continue_visa_questionnaire',
        icon: ArrowRight,
      },
      {
        labelKey: 'chat.visaFlow.getAssistance',
        action: 'request_visa_assistance',
        icon: LifeBuoy,
      },
      SKIP_TO_BOOKING,
    ],
  },
  /** The professional service, the DIY guide, or on to booking. */
  visa_assistance: {
    labelKey: 'chat.visaFlow.assistanceOptions',
    buttons: [
      {
        labelKey: 'chat.visaFlow.professionalService',
        action: 'choose_professional_service',
        icon: BriefcaseBusiness,
      },
      { labelKey: 'chat.visaFlow.diyGuide', action: 'choose_diy_guide', icon: BookOpen },
      SKIP_TO_BOOKING,
    ],
  },
  /** The DIY guide is the reply itself; this moves on to booking. */
  visa_diy_options: { labelKey: 'chat.visaFlow.nextSteps', buttons: [CONTINUE_TO_BOOKING] },
  /** The offers show as cards in the message itself; this moves on to booking. */
  complementary_service_upsell: {
    labelKey: 'chat.visaFlow.nextSteps',
    buttons: [CONTINUE_TO_BOOKING],
  },
  /** Starts the personalised itinerary wizard. */
  travel_purpose_required: {
    labelKey: 'chat.visaFlow.nextSteps',
    buttons: [{ labelKey: 'chat.visaFlow.planItinerary', action: 'start_itinerary', icon: Route }],
  },
} as const satisfies Partial<
  Record<FlowStep, { labelKey: ParseKeys; buttons: readonly FlowButton[] }>
>;

export function FlowButtons({
  step,
  disabled,
  actions,
}: {
  step: keyof typeof FLOW_BUTTONS;
  disabled: boolean;
  actions: VisaFlowActions;
}) {
  const { t } = useTranslation();
  const group = FLOW_BUTTONS[step];
  return (
    <StepButtons
      label={t(group.labelKey)}
      disabled={disabled}
      buttons={group.buttons.map(({ labelKey, action, icon }: FlowButton, index) => {
        const label = t(labelKey);
        return {
          label,
          icon,
          variant: index === 0 ? 'default' : 'outline',
          onClick: () => actions.press(label, { type: action, flowStep: step }),
        };
      })}
    />
  );
}
