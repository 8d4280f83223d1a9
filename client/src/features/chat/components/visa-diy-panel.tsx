import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StepButtons } from '@/features/chat/components/step-buttons';
import type { VisaFlowActions } from '@/features/chat/hooks/use-visa-flow';

/** visa_diy_options (flows §4): the guide is the reply itself; this moves on to booking. */
export function VisaDiyPanel({
  disabled,
  actions,
}: {
  disabled: boolean;
  actions: VisaFlowActions;
}) {
  const { t } = useTranslation();
  const label = t('chat.visaFlow.continueToBooking');
  return (
    <StepButtons
      label={t('chat.visaFlow.nextSteps')}
      disabled={disabled}
      buttons={[
        {
          label,
          variant: 'default',
          icon: Plane,
          onClick: () =>
            actions.press(label, { type: 'skip_to_booking', flowStep: 'visa_diy_options' }),
        },
      ]}
    />
  );
}
