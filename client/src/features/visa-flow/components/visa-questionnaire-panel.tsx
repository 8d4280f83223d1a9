import { useTranslation } from 'react-i18next';
import { StepButtons } from '@/components/step-buttons';
import type { VisaFlowActions } from '@/features/visa-flow/hooks/use-visa-flow';
import type { ShownMessage } from '@/lib/shown-message';
import {
  QUESTIONNAIRE_STEPS,
  type QuestionnaireFlowStep,
} from '@/features/visa-flow/utils/visa-questionnaire-steps';

/**
 * One question of the visa questionnaire (product.md §3.5): purpose, duration, companions or the
 * optional travel history, one button per answer.
 */
export function VisaQuestionnairePanel({
  message,
  step,
  disabled,
  actions,
}: {
  message: ShownMessage;
  step: QuestionnaireFlowStep;
  disabled: boolean;
  actions: VisaFlowActions;
}) {
  const { t } = useTranslation();
  const config = QUESTIONNAIRE_STEPS[step];
  return (
    <StepButtons
      label={t(config.legendKey)}
      disabled={disabled}
      buttons={config.choices.map((choice) => ({
        label: t(choice.labelKey),
        onClick: () => actions.answer(message, step, choice),
      }))}
    />
  );
}
