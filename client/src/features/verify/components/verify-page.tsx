import { CircleAlert, CircleCheck, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { PRODUCT_NAME } from '@common/constants';
import {
  verificationParamsSchema,
  type VerificationResponse,
} from '@common/contracts/verification';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useVerification } from '@/features/verify/api/get-verification';
import {
  descriptionLabelKey,
  formatVerificationDate,
  formatVerificationDates,
  verificationStatusKey,
  verificationTypeKey,
} from '@/features/verify/utils/format-verification';
import { findApiError } from '@/lib/api-error';
import { cn } from '@/lib/utils';

function PageFrame({ children }: { children: ReactNode }) {
  return <section className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">{children}</section>;
}

/** A plain outcome: an icon, the one heading and what it means. */
function Outcome({
  icon,
  title,
  children,
  tone,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  tone: 'warning' | 'neutral';
}) {
  return (
    <PageFrame>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'mt-1 [&_svg]:size-7',
            tone === 'warning' ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {icon}
        </span>
        <div className="grid gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
          {children}
        </div>
      </div>
    </PageFrame>
  );
}

function DetailRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-1 border-b border-border py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words text-foreground">{value}</dd>
    </div>
  );
}

function VerifiedReservation({ reservation }: { reservation: VerificationResponse }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const typeKey = verificationTypeKey(reservation.type);
  const statusKey = verificationStatusKey(reservation.status);
  // A row without a value (no dates, no end of validity) is left out.
  const rows: [term: string, value: string | null][] = [
    [t('verify.fields.reference'), reservation.reference],
    [t('verify.fields.type'), typeKey ? t(typeKey) : reservation.type],
    [t(descriptionLabelKey(reservation.type)), reservation.description],
    [t('verify.fields.dates'), formatVerificationDates(reservation.dates, language)],
    [t('verify.fields.status'), statusKey ? t(statusKey) : reservation.status],
    [
      t('verify.fields.validUntil'),
      reservation.validUntil ? formatVerificationDate(reservation.validUntil, language) : null,
    ],
    [t('verify.fields.passenger'), reservation.passengerInitials],
    [t('verify.fields.issuedAt'), formatVerificationDate(reservation.issuedAt, language)],
  ];

  return (
    <PageFrame>
      <Card>
        <CardHeader className="gap-3 border-b border-border">
          <p className="flex items-center gap-2 text-sm font-semibold text-primary">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('verify.issuedBy', { product: PRODUCT_NAME })}
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            {t('verify.valid.title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('verify.valid.description')}</p>
        </CardHeader>
        <CardContent className="pt-2">
          <dl>
            {rows.map(
              ([term, value]) =>
                value !== null && <DetailRow key={term} term={term} value={value} />,
            )}
          </dl>
          <p className="mt-4 text-sm text-muted-foreground">{t('verify.valid.privacy')}</p>
        </CardContent>
      </Card>
    </PageFrame>
  );
}

/**
 * The public check of a reservation document (issue 8): embassies follow the QR code or the
 * printed link here. A valid reservation shows its facts with the passenger's initials only; an
 * expired or unknown reference says so plainly.
 */
export function VerifyPage() {
  const { t, i18n } = useTranslation();
  const params = useParams<{ reference: string }>();
  const raw = params.reference ?? '';
  const parsed = verificationParamsSchema.safeParse({ reference: raw });
  // A reference that cannot exist is unknown without asking the server.
  const reference = parsed.success ? parsed.data.reference : raw.trim();
  const query = useVerification(reference, { enabled: parsed.success });

  if (parsed.success && query.isPending) {
    return (
      <PageFrame>
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {t('verify.loading.title')}
        </h1>
        <p role="status" className="mt-3 text-muted-foreground">
          {t('verify.loading.description', { reference })}
        </p>
      </PageFrame>
    );
  }

  if (parsed.success && query.isError) {
    return (
      <Outcome icon={<CircleAlert />} title={t('verify.error.title')} tone="neutral">
        <p className="text-muted-foreground">
          {findApiError(query.error)?.status === 429
            ? t('verify.error.tooMany')
            : t('verify.error.description')}
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => void query.refetch()}
        >
          {t('verify.error.retry')}
        </Button>
      </Outcome>
    );
  }

  const reservation = parsed.success ? query.data : null;

  if (!reservation) {
    return (
      <Outcome icon={<CircleX />} title={t('verify.unknown.title')} tone="warning">
        <p className="text-muted-foreground">
          {t('verify.unknown.description', { reference: reference || '—' })}
        </p>
      </Outcome>
    );
  }

  if (reservation.state === 'expired') {
    return (
      <Outcome icon={<Clock />} title={t('verify.expired.title')} tone="warning">
        <p className="text-muted-foreground">
          {reservation.validUntil
            ? t('verify.expired.descriptionWithDate', {
                reference: reservation.reference,
                date: formatVerificationDate(reservation.validUntil, i18n.language),
              })
            : t('verify.expired.description', { reference: reservation.reference })}
        </p>
      </Outcome>
    );
  }

  return <VerifiedReservation reservation={reservation} />;
}
