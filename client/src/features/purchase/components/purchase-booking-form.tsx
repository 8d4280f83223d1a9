import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { DEFAULT_CURRENCY, priceOfService } from '@common/constants';
import { passengerInfoSchema, type Purchase } from '@common/contracts/purchases';
import { formatMoney } from '@common/format-money';
import { OrderFormActions } from '@/components/order-form-actions';
import { OrderSummary, OrderSummaryRow } from '@/components/order-summary';
import { FormField } from '@/components/ui/form-field';
import { useCreatePurchase } from '@/features/purchase/api/create-purchase';
import type { DialogNoticeContent as Notice } from '@/components/dialog-notice';
import { serverErrorText } from '@/lib/server-error-text';
import {
  buildPurchaseRequest,
  routeText,
  SERVICE_TEXT_KEYS,
  serviceKind,
  tripType,
} from '@/features/purchase/utils/purchase-summary';
import { FORM_ERRORS, formErrorMap, useFormErrorText } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import type { PurchaseBookingData, PurchaseSessionContext } from '@/lib/purchase-dialog';

type PassengerValues = z.input<typeof passengerInfoSchema>;

const REQUIRED_FIELDS = ['passengerName', 'passportNumber', 'phoneNumber'] as const;

/**
 * The shared contract names an empty passenger field 'is required' (for the server's message);
 * the form shows it as the translated 'This field is required'.
 */
function asFormError(error: FieldError | undefined): FieldError | undefined {
  return error?.message === 'is required' ? { ...error, message: FORM_ERRORS.required } : error;
}

function missesRequired(errors: FieldErrors<PassengerValues>): boolean {
  return REQUIRED_FIELDS.some((field) => errors[field] !== undefined);
}

/** The summary of product.md §5.1: service, route, trip type and price. */
function PurchaseSummary({
  serviceType,
  bookingData,
}: {
  serviceType: string;
  bookingData: PurchaseBookingData | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const texts = SERVICE_TEXT_KEYS[serviceKind(serviceType)];
  const route = routeText(bookingData, t('purchase.summary.unknownCity'));
  const trip = tripType(bookingData);
  const returnCity = bookingData?.returnCity?.trim();
  return (
    <OrderSummary>
      <OrderSummaryRow term={t('purchase.summary.service')}>{t(texts.name)}</OrderSummaryRow>
      <OrderSummaryRow term={t('purchase.summary.route')}>
        {route ?? t('purchase.summary.routeNotAvailable')}
      </OrderSummaryRow>
      {returnCity && (
        <OrderSummaryRow term={t('purchase.summary.returnCity')}>{returnCity}</OrderSummaryRow>
      )}
      {trip && (
        <OrderSummaryRow term={t('purchase.summary.tripType')}>
          {trip === 'direct' ? t('purchase.summary.directTrip') : t('purchase.summary.multiCity')}
        </OrderSummaryRow>
      )}
      <OrderSummaryRow term={t('purchase.summary.price')}>
        {formatMoney(priceOfService(serviceType), DEFAULT_CURRENCY, currentLanguage(i18n))}
      </OrderSummaryRow>
    </OrderSummary>
  );
}

/**
 * The signed-in half of the purchase dialog (product.md §5.1): the summary and the passenger
 * form. Name, passport and phone are required; the email is optional and starts as the user's.
 */
export function PurchaseBookingForm({
  serviceType,
  bookingData,
  sessionContext,
  userEmail,
  focusFirstField,
  onCancel,
  onBooked,
  onFailure,
}: {
  serviceType: string;
  bookingData: PurchaseBookingData | null | undefined;
  sessionContext: PurchaseSessionContext | undefined;
  userEmail: string;
  /** After signing in inside the dialog, focus moves on to the first field. */
  focusFirstField: boolean;
  onCancel: () => void;
  onBooked: (purchase: Purchase) => void;
  onFailure: (notice: Notice) => void;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useFormErrorText();
  const purchase = useCreatePurchase();
  const { register, handleSubmit, setFocus, formState } = useForm({
    resolver: zodResolver(passengerInfoSchema, { error: formErrorMap }),
    defaultValues: { passengerName: '', passportNumber: '', phoneNumber: '', email: userEmail },
    // The toast names the problem; focus stays where the user is.
    shouldFocusError: false,
  });

  useEffect(() => {
    if (focusFirstField) setFocus('passengerName');
  }, [focusFirstField, setFocus]);

  const fail = (title: string, description: string) =>
    onFailure({ tone: 'error', title, description });
  const onSubmit = handleSubmit(
    (passenger) =>
      purchase.mutate(
        buildPurchaseRequest({ serviceType, bookingData, sessionContext, passenger }),
        {
          onSuccess: onBooked,
          onError: (error) =>
            fail(
              t('purchase.booking.failedTitle'),
              serverErrorText(t, error) ?? t('purchase.booking.failedFallback'),
            ),
        },
      ),
    (invalid) => {
      if (missesRequired(invalid)) {
        fail(t('purchase.booking.missingTitle'), t('purchase.booking.missingDescription'));
      }
    },
  );

  const field = (name: keyof PassengerValues, label: string) => ({
    label,
    error: errorText(asFormError(formState.errors[name]), label),
    ...register(name),
  });
  const email = t('purchase.booking.email');
  const price = formatMoney(priceOfService(serviceType), DEFAULT_CURRENCY, currentLanguage(i18n));

  return (
    <div className="grid gap-4">
      <PurchaseSummary serviceType={serviceType} bookingData={bookingData} />
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField
          autoComplete="name"
          required
          {...field('passengerName', t('purchase.booking.passengerName'))}
        />
        <FormField
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...field('passportNumber', t('purchase.booking.passportNumber'))}
        />
        <FormField
          type="tel"
          autoComplete="tel"
          required
          {...field('phoneNumber', t('purchase.booking.phoneNumber'))}
        />
        <FormField
          type="email"
          autoComplete="email"
          {...field('email', email)}
          label={t('purchase.booking.optional', { field: email })}
        />
        <OrderFormActions price={price} pending={purchase.isPending} onCancel={onCancel} />
      </form>
    </div>
  );
}
