import { AuthRequiredPanel } from '@/features/visa-flow/components/auth-required-panel';
import { ColdEmailPanel } from '@/features/visa-flow/components/cold-email-panel';
import { isNextStep, NextStepPanel } from '@/features/visa-flow/components/next-step-panel';
import { TravelPurposePanel } from '@/features/visa-flow/components/travel-purpose-panel';
import { VisaAssistancePanel } from '@/features/visa-flow/components/visa-assistance-panel';
import { VisaConfirmationPanel } from '@/features/visa-flow/components/visa-confirmation-panel';
import { VisaFreeBookingPanel } from '@/features/visa-flow/components/visa-free-booking-panel';
import { VisaQuestionnairePanel } from '@/features/visa-flow/components/visa-questionnaire-panel';
import { VisaRecommendationPanel } from '@/features/visa-flow/components/visa-recommendation-panel';
import { VisaServicePanel } from '@/features/visa-flow/components/visa-service-panel';
import { useVisaFlow } from '@/features/visa-flow/hooks/use-visa-flow';
import { travelPurposesUpTo, tripCodesUpTo } from '@/features/visa-flow/utils/visa-flow';
import type { VisaPanelStep } from '@/features/visa-flow/utils/visa-panel-steps';
import { isQuestionnaireStep } from '@/features/visa-flow/utils/visa-questionnaire-steps';
import type { StepPanelProps } from '@/lib/step-panels';

// The guided visa flow (product.md §3.4 to §3.6): the panels under a reply, wired to its buttons.

export function VisaStepPanel({
  message,
  step,
  messages,
  active,
  disabled: off,
  send,
  booking,
}: StepPanelProps<VisaPanelStep>) {
  const actions = useVisaFlow({ send, messages, booking });
  const disabled = off || actions.isWorking;

  if (isNextStep(step)) {
    return <NextStepPanel step={step} disabled={disabled} actions={actions} />;
  }
  if (isQuestionnaireStep(step)) {
    return (
      <VisaQuestionnairePanel message={message} step={step} disabled={disabled} actions={actions} />
    );
  }
  switch (step) {
    case 'visa_free_booking':
      return (
        <VisaFreeBookingPanel disabled={disabled} onBook={(service) => booking.book(service)} />
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
  }
}
