import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

/**
 * Cancel and 'Book for $price' of the booking and purchase forms, in sight at the bottom of the
 * dialog however long the form (product.md §2.3, §4.4, §5.1), with an optional note above them.
 * Rendered straight in the form, so the sticky footer can stay with it all the way.
 */
export function OrderFormActions({
  price,
  pending,
  disabled = false,
  note,
  onCancel,
}: {
  /** Formatted for the UI language, like '$59.98' (formatMoney). */
  price: string;
  /** The order is being saved: the button says so and cannot be pressed again. */
  pending: boolean;
  disabled?: boolean;
  note?: ReactNode;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('orderForm.cancel')}
        </Button>
        <Button type="submit" disabled={pending || disabled}>
          {pending ? t('orderForm.processing') : t('orderForm.submit', { price })}
        </Button>
      </DialogFooter>
    </>
  );
}
