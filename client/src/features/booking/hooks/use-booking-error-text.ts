import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BOOKING_MAX_DAYS_AHEAD } from '@common/contracts/bookings';
import { bookingFormError, isRequiredMessage } from '@/features/booking/utils/booking-form';
import { FORM_ERRORS, useFormErrorText } from '@/lib/form-errors';

/**
 * `(error, fieldName) => translated message` for the booking forms: the shared form messages,
 * the contract's 'is required' as 'This field is required', and the forms' own date rules.
 */
export function useBookingErrorText(): (
  error: FieldError | undefined,
  field: string,
) => string | undefined {
  const { t } = useTranslation();
  const formErrorText = useFormErrorText();
  return useCallback(
    (error, field) => {
      if (!error) return undefined;
      if (isRequiredMessage(error.message)) {
        return formErrorText({ ...error, message: FORM_ERRORS.required }, field);
      }
      switch (bookingFormError(error.message)) {
        case 'dateInPast':
          return t('booking.errors.dateInPast');
        case 'dateTooFar':
          return t('booking.errors.dateTooFar', { days: BOOKING_MAX_DAYS_AHEAD });
        case 'returnBeforeDeparture':
          return t('booking.errors.returnBeforeDeparture');
        case 'checkOutNotAfterCheckIn':
          return t('booking.errors.checkOutNotAfterCheckIn');
        default:
          return formErrorText(error, field);
      }
    },
    [formErrorText, t],
  );
}
