import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Cancel and 'Book for $price'; signed out, a note that sign-up comes first. */
export function BookingFormActions({
  price,
  signedIn,
  authPending,
  saving,
  onCancel,
}: {
  /** Formatted for the UI language, like '$59.98' (formatMoney). */
  price: string;
  signedIn: boolean;
  authPending: boolean;
  saving: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 grid gap-3">
      {!signedIn && !authPending && (
        <p className="text-sm text-muted-foreground">{t('booking.signInFirst')}</p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('booking.cancel')}
        </Button>
        <Button type="submit" disabled={saving || authPending}>
          {saving ? t('booking.processing') : t('booking.submit', { price })}
        </Button>
      </div>
    </div>
  );
}
