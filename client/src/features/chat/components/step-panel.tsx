import { Suspense } from 'react';
import type { FlowStep } from '@common/chat-flow';
import { AuthRequiredPanel } from '@/features/chat/components/auth-required-panel';
import { AutoAdvance } from '@/features/chat/components/auto-advance';
import { ColdEmailPanel } from '@/features/chat/components/cold-email-panel';
import { isNextStep, NextStepPanel } from '@/features/chat/components/next-step-panel';
import { OrderConfirmationCard } from '@/features/chat/components/order-confirmation-card';
import { TravelPurposePanel } from '@/features/chat/components/travel-purpose-panel';
import { VisaAssistancePanel } from '@/features/chat/components/visa-assistance-panel';
import { VisaConfirmationPanel } from '@/features/chat/components/visa-confirmation-panel';
import { VisaFreeBookingPanel } from '@/features/chat/components/visa-free-booking-panel';
import { VisaQuestionnairePanel } from '@/features/chat/components/visa-questionnaire-panel';
import { VisaRecommendationPanel } from '@/features/chat/components/visa-recommendation-panel';
import { VisaServicePanel } from '@/features/chat/components/visa-service-panel';
import type { VisaFlowActions } from '@/features/chat/hooks/use-visa-flow';
import { travelPurposesUpTo, tripCodesUpTo } from '@/features/chat/utils/visa-flow';
import { isQuestionnaireStep } from '@/features/chat/utils/visa-questionnaire-steps';
import { lazyPart } from '@/lib/lazy-part';
import type { ShownMessage } from '@/lib/shown-message';
import { registeredStepPanel } from '@/lib/step-panels';

// The booking voucher shows only deep into a conversation: it loads when a reply first carries a
// booking, like the panels the trip flow's features register (lib/step-panels.ts).
const BookingVoucherCard = lazyPart(() =>
  import('@/features/chat/components/booking-voucher-card').then((m) => ({
    default: m.BookingVoucherCard,
  })),
);

type PanelProps = {
  message: ShownMessage;
  step: FlowStep;
  messages: readonly ShownMessage[];
  active: boolean;
  disabled: boolean;
  actions: VisaFlowActions;
};

/** The panel of a step, or null for a step without buttons. */
export function panelForStep({ message, step, messages, active, disabled, actions }: PanelProps) {
  if (isNextStep(step)) {
    return <NextStepPanel step={step} disabled={disabled} actions={actions} />;
  }
  const RegisteredPanel = registeredStepPanel(step);
  if (RegisteredPanel) {
    return (
      <RegisteredPanel
        message={message}
        step={step}
        messages={messages}
        disabled={disabled}
        trip={actions.trip}
        bookFlight={() => actions.book('flight', 'personalized_services')}
      />
    );
  }
  if (isQuestionnaireStep(step)) {
    return (
      <VisaQuestionnairePanel message={message} step={step} disabled={disabled} actions={actions} />
    );
  }
  switch (step) {
    case 'visa_free_booking':
      return (
        <VisaFreeBookingPanel disabled={disabled} onBook={(service) => actions.book(service)} />
      );
    case 'travel_purpose_question':
    case 'travel_purpose':
    case 'travel_purpose_selection':
      return (
        <TravelPurposePanel
          initialPurposes={
            step === 'travel_purpose_selection' ? (message.metadata?.travelPurposes ?? []) : []
          }
          disabled={disabled}
          onConfirm={(purposes) => actions.confirmPurposes(step, purposes)}
        />
      );
    case 'visa_confirmation':
      return (
        <VisaConfirmationPanel
          trip={tripCodesUpTo(messages, message)}
          purposes={message.metadata?.travelPurposes ?? travelPurposesUpTo(messages, message)}
          disabled={disabled}
          actions={actions}
        />
      );
    case 'visa_recommendation_options':
      return (
        <VisaRecommendationPanel
          recommendation={message.metadata?.visaRecommendation}
          disabled={disabled}
          actions={actions}
        />
      );
    case 'cold_email_campaign':
      return <ColdEmailPanel disabled={disabled} actions={actions} />;
    case 'visa_assistance':
      return <VisaAssistancePanel disabled={disabled} actions={actions} />;
    case 'visa_service_options':
      return <VisaServicePanel disabled={disabled} actions={actions} />;
    case 'auth_required':
      return (
        <AuthRequiredPanel
          message={message}
          messages={messages}
          active={active}
          disabled={disabled}
          actions={actions}
        />
      );
    default:
      return null;
  }
}

/**
 * What a reply offers under it (product.md §3.4): its step's panel and the
 * confirmation of an order it reports. Only the newest reply's buttons work, and not while a
 * reply is awaited; earlier panels stay as a record of what was offered.
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
  actions: VisaFlowActions;
}) {
  if (message.role !== 'assistant') return null;
  const step = message.metadata?.flowStep;
  const reference = message.metadata?.orderReference;
  const booking = message.metadata?.booking;
  const active = isNewest && !disabled;
  const panel =
    step === undefined
      ? null
      : panelForStep({
          message,
          step,
          messages,
          active,
          disabled: !active || actions.isWorking,
          actions,
        });
  const advance = step !== undefined && (
    <AutoAdvance message={message} step={step} active={active} trip={actions.trip} />
  );
  if (!panel && !reference && !booking) return advance || null;
  return (
    // Indented and as wide as the reply above it.
    <div className="mt-3 pl-11">
      <div className="flex max-w-3xl flex-col gap-3">
        {reference && <OrderConfirmationCard reference={reference} />}
        <Suspense fallback={null}>
          {booking && <BookingVoucherCard booking={booking} />}
          {panel}
        </Suspense>
        {advance}
      </div>
    </div>
  );
}
