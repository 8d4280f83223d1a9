import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StepButtons } from '@/features/chat/components/step-buttons';
import type { VisaFlowActions } from '@/features/chat/hooks/use-visa-flow';

/** travel_purpose_required (flows §4): starts the personalised itinerary wizard. */
export function TravelPurposeRequiredPanel({
  disabled,
  actions,
}: {
  disabled: boolean;
  actions: VisaFlowActions;
}) {
  const { t } = useTranslation();
  const label = t('chat.visaFlow.planItinerary');
  return (
    <StepButtons
      label={t('chat.visaFlow.nextSteps')}
      disabled={disabled}
      buttons={[
        {
          label,
          variant: 'default',
          icon: Route,
          onClick: () =>
            actions.press(label, { type: 'start_itinerary', flowStep: 'travel_purpose_required' }),
        },
      ]}
    />
  );
}
