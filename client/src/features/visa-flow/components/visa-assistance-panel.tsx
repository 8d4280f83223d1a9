import { BookOpen, BriefcaseBusiness, Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StepButtons } from '@/components/step-buttons';
import type { VisaFlowActions } from '@/features/visa-flow/hooks/use-visa-flow';

/** visa_assistance (product.md §3.5): the professional service, the DIY guide, or on to booking. */
export function VisaAssistancePanel({
  disabled,
  actions,
}: {
  disabled: boolean;
  actions: VisaFlowActions;
}) {
  const { t } = useTranslation();
  const flowStep = 'visa_assistance';
  const professional = t('chat.visaFlow.professionalService');
  const diy = t('chat.visaFlow.diyGuide');
  const skip = t('chat.visaFlow.skipToBooking');
  return (
    <StepButtons
      label={t('chat.visaFlow.assistanceOptions')}
      disabled={disabled}
      buttons={[
        {
          label: professional,
          variant: 'default',
          icon: BriefcaseBusiness,
          onClick: () =>
            actions.press(professional, { type: 'choose_professional_service', flowStep }),
        },
        {
          label: diy,
          icon: BookOpen,
          onClick: () => actions.press(diy, { type: 'choose_diy_guide', flowStep }),
        },
        {
          label: skip,
          icon: Plane,
          onClick: () => actions.press(skip, { type: 'skip_to_booking', flowStep }),
        },
      ]}
    />
  );
}
