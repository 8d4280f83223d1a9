import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisaOption } from '@common/contracts/visa-info';
import { DetailRow } from './detail-row';

export function VisaOptionCard({ option }: { option: VisaOption }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="h-full rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {option.name}
      </h3>
      <p className="mt-1 text-muted-foreground">{option.description}</p>
      <dl className="mt-3 divide-y text-sm">
        <DetailRow label={t('visaLogic.fields.type')}>
          {t(`visaRules.visaTypes.${option.type}`)}
        </DetailRow>
        <DetailRow label={t('visaLogic.fields.fee')}>{option.fee}</DetailRow>
        <DetailRow label={t('visaLogic.fields.processingTime')}>{option.processingTime}</DetailRow>
        <DetailRow label={t('visaLogic.fields.validityPeriod')}>{option.validityPeriod}</DetailRow>
      </dl>
    </article>
  );
}
