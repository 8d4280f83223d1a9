import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

/**
 * Cancel and 'Book for $price', in sight at the bottom of the dialog however long the form
 * (product.md §2.3); signed out, a note that sign-up comes first. Rendered straight in the form,
 * so the sticky footer can stay with it all the way.
 */
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
    <>
      {!signedIn && !authPending && (
        <p className="text-sm text-muted-foreground">{t('booking.signInFirst')}</p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('booking.cancel')}
        </Button>
        <Button type="submit" disabled={saving || authPending}>
          {saving ? t('booking.processing') : t('booking.submit', { price })}
        </Button>
      </DialogFooter>
    </>
  );
}
