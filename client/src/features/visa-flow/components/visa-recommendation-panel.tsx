import { ArrowRight, Mail, Package } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VISA_BUNDLE_SAVING_USD,
  VISA_ORDER_DELIVERY_MINUTES,
  VISA_ORDER_PRICES,
} from '@common/contracts/visa-orders';
import { formatMoney } from '@common/format-money';
import type { RecommendedVisaType, VisaRecommendation } from '@common/visa-questionnaire';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useMailEnabled } from '@/lib/get-mail-status';
import { StepButtons } from '@/components/step-buttons';
import type { VisaFlowActions } from '@/features/visa-flow/hooks/use-visa-flow';
import { currentLanguage } from '@/lib/i18n';

const RECOMMENDED_VISA_KEYS = {
  tourist: 'chat.recommendation.visas.tourist',
  business: 'chat.recommendation.visas.business',
  student: 'chat.recommendation.visas.student',
  work: 'chat.recommendation.visas.work',
} as const satisfies Record<RecommendedVisaType, string>;

/**
 * visa_recommendation_options (product.md §3.5): the questionnaire's recommendation, then the $49
 * visa bundle or 'Email Me & Continue', or visa assistance. Without a mailer on the server the
 * bundle is ready in the dashboard and the second button only continues.
 */
export function VisaRecommendationPanel({
  recommendation,
  disabled,
  actions,
}: {
  recommendation: VisaRecommendation | undefined;
  disabled: boolean;
  actions: VisaFlowActions;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const headingId = useId();
  const flowStep = 'visa_recommendation_options';
  const assistanceLabel = t('chat.visaFlow.getAssistance');
  const mailEnabled = useMailEnabled();

  return (
    <div className="flex flex-col gap-3">
      {recommendation && (
        <section
          aria-labelledby={headingId}
          className="rounded-lg border border-border bg-background p-4 text-sm"
        >
          <h3 id={headingId} className="font-semibold">
            {t('chat.recommendation.visa', {
              visa: t(RECOMMENDED_VISA_KEYS[recommendation.visaType]),
            })}
          </h3>
          {recommendation.dependentVisaNote && (
            <p className="mt-1 text-muted-foreground">{t('chat.recommendation.dependentNote')}</p>
          )}
        </section>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-baseline gap-2">
            {t('chat.recommendation.bundleTitle')}
            <span className="text-lg">
              {formatMoney(VISA_ORDER_PRICES['visa-bundle'], 'USD', language)}
            </span>
            <span className="text-sm font-medium text-primary">
              {t('chat.recommendation.bundleSaving', {
                amount: formatMoney(VISA_BUNDLE_SAVING_USD, 'USD', language),
              })}
            </span>
          </CardTitle>
          <CardDescription>
            {mailEnabled
              ? t('chat.recommendation.bundleDelivery', {
                  minutes: VISA_ORDER_DELIVERY_MINUTES['visa-bundle'],
                })
              : t('chat.recommendation.bundleReady')}
          </CardDescription>
        </CardHeader>
        <CardFooter className="flex-wrap gap-2">
          <Button disabled={disabled} onClick={() => actions.order('visa-bundle', flowStep)}>
            <Package aria-hidden="true" />
            {t('chat.recommendation.buyBundle')}
          </Button>
          <Button
            variant="outline"
            disabled={disabled}
            onClick={() => actions.emailMeAndContinue()}
          >
            {mailEnabled ? <Mail aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
            {mailEnabled ? t('chat.recommendation.emailMe') : t('chat.recommendation.continue')}
          </Button>
        </CardFooter>
      </Card>
      <StepButtons
        label={t('chat.visaFlow.moreHelp')}
        disabled={disabled}
        buttons={[
          {
            label: assistanceLabel,
            onClick: () =>
              actions.press(assistanceLabel, { type: 'request_visa_assistance', flowStep }),
          },
        ]}
      />
    </div>
  );
}
