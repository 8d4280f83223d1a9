import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisaLogicOutcome, VisaLogicScenario } from '../utils/visa-logic-scenarios';
import { DetailRow } from '@/components/detail-row';
import { ResultBadge } from './result-badge';

type VisaLogicScenarioCardProps = {
  scenario: VisaLogicScenario;
  outcome: VisaLogicOutcome;
  listFormat: Intl.ListFormat;
};

export function VisaLogicScenarioCard({
  scenario,
  outcome,
  listFormat,
}: VisaLogicScenarioCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const purposes = scenario.purposes.map((purpose) => t(`visaRules.travelPurposes.${purpose}`));
  const highlighted = outcome.highlighted.map((option) => option.name);

  return (
    <article
      aria-labelledby={titleId}
      className="h-full rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {t(`visaLogic.scenarios.${scenario.id}.title`)}
      </h3>
      <p className="mt-1 text-muted-foreground">
        {t(`visaLogic.scenarios.${scenario.id}.description`)}
      </p>
      <dl className="mt-3 divide-y text-sm">
        <DetailRow label={t('visaLogic.fields.purposes')}>{listFormat.format(purposes)}</DetailRow>
        {scenario.studyLevel && (
          <DetailRow label={t('visaLogic.fields.studyLevel')}>
            {t(`visaRules.studyLevels.${scenario.studyLevel}`)}
          </DetailRow>
        )}
        <DetailRow label={t('visaLogic.fields.highlighted')}>
          <span className="font-semibold">
            {highlighted.length > 0 ? listFormat.format(highlighted) : t('visaLogic.none')}
          </span>
        </DetailRow>
        <DetailRow label={t('visaLogic.fields.expected')}>{outcome.expected?.name}</DetailRow>
        <DetailRow label={t('visaLogic.fields.result')}>
          <ResultBadge passed={outcome.passed} />
        </DetailRow>
      </dl>
    </article>
  );
}
