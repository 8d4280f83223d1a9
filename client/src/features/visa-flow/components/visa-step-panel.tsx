import { useTranslation } from 'react-i18next';
import { StepButtons } from '@/components/step-buttons';
import { AuthRequiredPanel } from '@/features/visa-flow/components/auth-required-panel';
import { ColdEmailPanel } from '@/features/visa-flow/components/cold-email-panel';
import { FlowButtons } from '@/features/visa-flow/components/flow-buttons';
import { TravelPurposePanel } from '@/features/visa-flow/components/travel-purpose-panel';
import { VisaFreeBookingPanel } from '@/features/visa-flow/components/visa-free-booking-panel';
import { VisaInfoCard } from '@/features/visa-flow/components/visa-info-card';
import { VisaRecommendationPanel } from '@/features/visa-flow/components/visa-recommendation-panel';
import { VisaServicePanel } from '@/features/visa-flow/components/visa-service-panel';
import { useVisaFlow } from '@/features/visa-flow/hooks/use-visa-flow';
import { travelPurposesUpTo, tripCodesUpTo } from '@/features/visa-flow/utils/visa-flow';
import type { VisaPanelStep } from '@/features/visa-flow/utils/visa-panel-steps';
import { QUESTIONNAIRE_STEPS } from '@/features/visa-flow/utils/visa-questionnaire-steps';
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
  const { t } = useTranslation();
  const actions = useVisaFlow({ send, messages, booking });
  const disabled = off || actions.isWorking;

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
    case 'visa_confirmation': {
      // The visa card for the trip, then the way on (product.md §3.5).
      const trip = tripCodesUpTo(messages, message);
      const purposes = message.metadata?.travelPurposes ?? travelPurposesUpTo(messages, message);
      return (
        <div className="flex flex-col gap-3">
          {trip && <VisaInfoCard trip={trip} purposes={purposes} />}
          <FlowButtons step={step} disabled={disabled} actions={actions} />
        </div>
      );
    }
    // One question of the visa questionnaire (product.md §3.5), one button per answer.
    case 'visa_purpose_collection':
    case 'visa_duration_collection':
    case 'visa_companion_collection':
    case 'visa_travel_history_collection': {
      const { legendKey, choices } = QUESTIONNAIRE_STEPS[step];
      return (
        <StepButtons
          label={t(legendKey)}
          disabled={disabled}
          buttons={choices.map((choice) => ({
            label: t(choice.labelKey),
            onClick: () => actions.answer(message, step, choice),
          }))}
        />
      );
    }
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
    case 'visa_diy_options':
    case 'complementary_service_upsell':
    case 'travel_purpose_required':
      return <FlowButtons step={step} disabled={disabled} actions={actions} />;
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
