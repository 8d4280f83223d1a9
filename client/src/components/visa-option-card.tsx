import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisaOption } from '@common/contracts/visa-info';
import { DetailRow } from '@/components/detail-row';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/**
 * One visa option: its name, description, type, fee, processing time and validity (product.md
 * §3.5), in the chat's visa card and on the visa logic test page. An option that fits the
 * traveller's purposes says so in a badge, which also describes the card to screen readers,
 * and stands out by its border.
 */
export function VisaOptionCard({
  option,
  recommended = false,
  headingLevel = 3,
}: {
  option: VisaOption;
  recommended?: boolean;
  /** The card's heading level within the page's outline. */
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const badgeId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article
      aria-labelledby={titleId}
      aria-describedby={recommended ? badgeId : undefined}
      data-recommended={recommended}
      className={cn(
        'h-full rounded-lg border bg-card p-4 text-sm text-card-foreground',
        recommended ? 'border-2 border-primary' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={titleId} className="text-base font-semibold">
          {option.name}
        </Heading>
        {recommended && (
          <Badge id={badgeId}>
            <Star aria-hidden="true" />
            {t('visaOption.recommended')}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-muted-foreground">{option.description}</p>
      <dl className="mt-2 divide-y divide-border">
        <DetailRow label={t('visaOption.fields.type')}>
          {t(`visaRules.visaTypes.${option.type}`)}
        </DetailRow>
        <DetailRow label={t('visaOption.fields.fee')}>{option.fee}</DetailRow>
        <DetailRow label={t('visaOption.fields.processingTime')}>{option.processingTime}</DetailRow>
        <DetailRow label={t('visaOption.fields.validityPeriod')}>{option.validityPeriod}</DetailRow>
      </dl>
    </article>
  );
}
