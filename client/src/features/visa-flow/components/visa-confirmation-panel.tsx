import { ArrowRight, LifeBuoy, Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TravelPurpose } from '@common/travel-purpose';
import { StepButtons } from '@/components/step-buttons';
import { VisaInfoCard } from '@/features/visa-flow/components/visa-info-card';
import type { VisaFlowActions } from '@/features/visa-flow/hooks/use-visa-flow';
import type { TripCodes } from '@/features/visa-flow/utils/visa-flow';

/**
 * visa_confirmation (product.md §3.5): the visa card for the trip, then 'Yes, continue' into the
 * visa questionnaire, visa assistance, or straight on to booking.
 */
export function VisaConfirmationPanel({
  trip,
  purposes,
  disabled,
  actions,
}: {
  trip: TripCodes | null;
  purposes: readonly TravelPurpose[];
  disabled: boolean;
  actions: VisaFlowActions;
}) {
  const { t } = useTranslation();
  const flowStep = 'visa_confirmation';
  const continueLabel = t('chat.visaFlow.continue');
  const assistanceLabel = t('chat.visaFlow.getAssistance');
  const skipLabel = t('chat.visaFlow.skipToBooking');
  return (
    <div className="flex flex-col gap-3">
      {trip && <VisaInfoCard trip={trip} purposes={purposes} />}
      <StepButtons
        label={t('chat.visaFlow.nextSteps')}
        disabled={disabled}
        buttons={[
          {
            label: continueLabel,
            variant: 'default',
            icon: ArrowRight,
            onClick: () =>
              actions.press(continueLabel, { type: 'continue_visa_questionnaire', flowStep }),
          },
          {
            label: assistanceLabel,
            icon: LifeBuoy,
            onClick: () =>
              actions.press(assistanceLabel, { type: 'request_visa_assistance', flowStep }),
          },
          {
            label: skipLabel,
            icon: Plane,
            onClick: () => actions.press(skipLabel, { type: 'skip_to_booking', flowStep }),
          },
        ]}
      />
    </div>
  );
}
