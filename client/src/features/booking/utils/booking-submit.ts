import type { FieldErrors, FieldValues, SubmitHandler, UseFormHandleSubmit } from 'react-hook-form';
import { isRequiredMessage } from '@/features/booking/utils/booking-form';

function isRequiredError(error: { message?: unknown } | undefined): boolean {
  return typeof error?.message === 'string' && isRequiredMessage(error.message);
}

/** True when some required field is empty, a passenger's name in a list included. */
export function missesRequired(errors: FieldErrors): boolean {
  return Object.values(errors).some(
    (error) => isRequiredError(error) || (Array.isArray(error) && error.some(isRequiredError)),
  );
}

/**
 * The form's submit handler: valid values go to `onValid`; an empty required field calls
 * `onMissing` ('Please fill in all required fields', product.md §4.4).
 */
export function bookingSubmitHandler<TValues extends FieldValues, TOutput>(
  handleSubmit: UseFormHandleSubmit<TValues, TOutput>,
  onValid: SubmitHandler<TOutput>,
  onMissing: () => void,
) {
  return handleSubmit(onValid, (invalid) => {
    if (missesRequired(invalid)) onMissing();
  });
}
