import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VISA_ORDER_DELIVERY_MINUTES,
  VISA_SERVICE_DELIVERY_HOURS,
} from '@common/contracts/visa-orders';
import { useMailEnabled } from '@/lib/get-mail-status';
import { orderTypeOfReference } from '@/features/visa-flow/utils/visa-flow';
import { leadIn } from '@/lib/lead-in';
import type { ReplyCardProps } from '@/lib/step-panels';

/**
 * The confirmation of a visa order a reply carries (product.md §3.5): its reference and when the
 * email arrives (the bundle within 5 minutes, the service within 2 hours); without a mailer on
 * the server, that the documents are ready in the dashboard.
 */
export function OrderConfirmationCard({ message }: ReplyCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const mailEnabled = useMailEnabled();
  const reference = message.metadata?.orderReference;
  if (!reference) return null;
  const type = orderTypeOfReference(reference);
  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-xl items-start gap-3 rounded-lg border-2 border-primary bg-background p-4 text-sm"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="font-semibold">
          {t('chat.order.title')}
        </h3>
        <p>
          {leadIn(t('chat.order.reference'))}
          <strong className="font-mono">{reference}</strong>
        </p>
        {type === 'visa-bundle' && (
          <p className="text-muted-foreground">
            {mailEnabled
              ? t('chat.order.bundleDelivery', {
                  minutes: VISA_ORDER_DELIVERY_MINUTES['visa-bundle'],
                })
              : t('chat.order.bundleReady')}
          </p>
        )}
        {type === 'visa-service' && (
          <p className="text-muted-foreground">
            {mailEnabled
              ? t('chat.order.serviceDelivery', {
                  hours: VISA_SERVICE_DELIVERY_HOURS,
                })
              : t('chat.order.serviceReady')}
          </p>
        )}
      </div>
    </section>
  );
}
