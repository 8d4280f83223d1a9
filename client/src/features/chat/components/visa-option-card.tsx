import { Star } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisaOption, VisaOptionType } from '@common/contracts/visa-info';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const VISA_TYPE_KEYS = {
  tourist: 'chat.visaTypes.tourist',
  business: 'chat.visaTypes.business',
  student: 'chat.visaTypes.student',
  work: 'chat.visaTypes.work',
  exchange: 'chat.visaTypes.exchange',
  family: 'chat.visaTypes.family',
} as const satisfies Record<VisaOptionType, string>;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-1 sm:flex-row sm:gap-4">
      <dt className="shrink-0 font-medium text-muted-foreground sm:w-36">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * One visa option of the visa card. An option that fits the traveller's purposes says so in a
 * badge, which also describes the card to screen readers, and stands out by its border.
 */
export function VisaOptionCard({
  option,
  recommended,
}: {
  option: VisaOption;
  recommended: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const badgeId = useId();
  return (
    <article
      aria-labelledby={titleId}
      aria-describedby={recommended ? badgeId : undefined}
      data-recommended={recommended}
      className={cn(
        'rounded-lg border bg-card p-4 text-sm text-card-foreground',
        recommended ? 'border-2 border-primary' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={titleId} className="text-base font-semibold">
          {option.name}
        </h4>
        {recommended && (
          <Badge id={badgeId}>
            <Star aria-hidden="true" />
            {t('chat.visaCard.recommended')}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-muted-foreground">{option.description}</p>
      <dl className="mt-2 divide-y divide-border">
        <Detail label={t('chat.visaCard.fields.type')}>{t(VISA_TYPE_KEYS[option.type])}</Detail>
        <Detail label={t('chat.visaCard.fields.processingTime')}>{option.processingTime}</Detail>
        <Detail label={t('chat.visaCard.fields.validityPeriod')}>{option.validityPeriod}</Detail>
        <Detail label={t('chat.visaCard.fields.fee')}>{option.fee}</Detail>
      </dl>
    </article>
  );
}
