import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StepButtons } from '@/features/chat/components/step-buttons';
import type { VisaFlowActions } from '@/features/chat/hooks/use-visa-flow';

/**
 * complementary_service_upsell (flows §4): the reply's offers show as cards in the message
 * itself (chat-message-item); this moves on to booking.
 */
export function ComplementaryUpsellPanel({
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
            actions.press(label, {
              type: 'skip_to_booking',
              flowStep: 'complementary_service_upsell',
            }),
        },
      ]}
    />
  );
}
