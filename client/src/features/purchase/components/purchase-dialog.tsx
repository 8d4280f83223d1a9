import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_EVENTS } from '@common/constants';
import type { Purchase } from '@common/contracts/purchases';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { PurchaseAuthForm } from '@/features/purchase/components/purchase-auth-form';
import { PurchaseBookingForm } from '@/features/purchase/components/purchase-booking-form';
import { DialogNotice, useDialogNotice } from '@/components/dialog-notice';
import { SERVICE_TEXT_KEYS, serviceKind } from '@/features/purchase/utils/purchase-summary';
import { useAuth } from '@/lib/auth';
import type { PurchaseDialogProps } from '@/lib/purchase-dialog';

/**
 * The add-on purchase dialog (product.md §5.1), opened through `usePurchaseDialog()` from
 * lib; the app shell mounts it. Signed out it asks for an account first, then books.
 */
export function PurchaseDialog({
  open,
  onOpenChange,
  serviceType,
  bookingData,
  sessionContext,
}: PurchaseDialogProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const [signingIn, setSigningIn] = useState(true);
  const { notice, setNotice, tell } = useDialogNotice();
  // True once the user signed in here: the booking form then takes the focus.
  const [signedInHere, setSignedInHere] = useState(false);

  const texts = SERVICE_TEXT_KEYS[serviceKind(serviceType)];
  const service = t(texts.name);

  const onBooked = (purchase: Purchase) => {
    toast({
      title: t('purchase.booking.confirmedTitle'),
      description: (
        <>
          <span className="block">{t('purchase.booking.confirmedDescription', { service })}</span>
          <span className="block">
            {t('purchase.booking.reference', { reference: purchase.reference })}
          </span>
        </>
      ),
    });
    window.dispatchEvent(new Event(BROWSER_EVENTS.purchaseCompleted));
    onOpenChange(false);
  };

  const showAuth = !user && !isLoading;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('purchase.close')}>
        <DialogHeader>
          <DialogTitle>
            {showAuth
              ? t(signingIn ? 'purchase.auth.signInTitle' : 'purchase.auth.createAccountTitle')
              : service}
          </DialogTitle>
          <DialogDescription>
            {showAuth ? t('purchase.auth.description', { service }) : t(texts.description)}
          </DialogDescription>
        </DialogHeader>
        {notice && <DialogNotice notice={notice} />}
        {user ? (
          <PurchaseBookingForm
            serviceType={serviceType}
            bookingData={bookingData}
            sessionContext={sessionContext}
            userEmail={user.email}
            focusFirstField={signedInHere}
            onCancel={() => onOpenChange(false)}
            onBooked={onBooked}
            onFailure={tell}
          />
        ) : isLoading ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('purchase.loading')}
          </p>
        ) : (
          <PurchaseAuthForm
            signingIn={signingIn}
            onSwitch={() => {
              setNotice(null);
              setSigningIn(!signingIn);
            }}
            onSuccess={(next) => {
              tell(next);
              setSignedInHere(true);
            }}
            onFailure={tell}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
