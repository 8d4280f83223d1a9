import {
  BadgeCheck,
  BriefcaseBusiness,
  Clock,
  FileSearch,
  LayoutDashboard,
  Mail,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  VISA_SERVICE_DELIVERY_HOURS,
  VISA_SERVICE,
  VISA_ORDER_PRICES,
} from '@common/contracts/visa-orders';
import { formatMoney } from '@common/format-money';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { useMailEnabled } from '@/lib/get-mail-status';
import type { VisaFlowActions } from '@/features/visa-flow/hooks/use-visa-flow';
import { currentLanguage } from '@/lib/i18n';

/**
 * visa_service_options (product.md §3.5): the professional visa service at $199 plus government
 * fees. Booking it needs an account, like the bundle.
 */
export function VisaServicePanel({
  disabled,
  actions,
}: {
  disabled: boolean;
  actions: VisaFlowActions;
}) {
  const { t, i18n } = useTranslation();
  const flowStep = 'visa_service_options';
  const skipLabel = t('chat.visaFlow.skipToBooking');
  const mailEnabled = useMailEnabled();
  const features = [
    { icon: Clock, text: t('chat.service.processing', VISA_SERVICE.processingBusinessDays) },
    {
      icon: BadgeCheck,
      text: t('chat.service.approval', { rate: VISA_SERVICE.approvalRatePercent }),
    },
    { icon: FileSearch, text: t('chat.service.review') },
    mailEnabled
      ? {
          icon: Mail,
          text: t('chat.service.delivery', {
            hours: VISA_SERVICE_DELIVERY_HOURS,
          }),
        }
      : { icon: LayoutDashboard, text: t('chat.service.dashboard') },
  ];
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>{t('chat.service.title')}</CardTitle>
        <CardDescription className="text-base font-semibold text-foreground">
          {t('chat.service.price', {
            price: formatMoney(VISA_ORDER_PRICES['visa-service'], 'USD', currentLanguage(i18n)),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-1.5 text-sm">
          {features.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button disabled={disabled} onClick={() => actions.order('visa-service', flowStep)}>
          <BriefcaseBusiness aria-hidden="true" />
          {t('chat.service.book')}
        </Button>
        <Button
          variant="outline"
          disabled={disabled}
          onClick={() => actions.press(skipLabel, { type: 'skip_to_booking', flowStep })}
        >
          {skipLabel}
        </Button>
      </CardFooter>
    </Card>
  );
}
