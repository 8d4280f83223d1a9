import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type RegisterOptions,
  type SubmitHandler,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { BOOKING_MAX_DAYS_AHEAD } from '@common/contracts/bookings';
import {
  bookingFormError,
  isRequiredMessage,
  missesRequired,
} from '@/features/booking/utils/booking-form';
import { FORM_ERRORS, formErrorMap, useFormErrorText } from '@/lib/form-errors';

/** What a field's input takes: its label, its translated error and its registration. */
export type BookingFieldProps = UseFormRegisterReturn & {
  label: string;
  error: string | undefined;
};

export type BookingField<Values extends FieldValues> = (
  name: Path<Values>,
  label: string,
  options?: RegisterOptions<Values, Path<Values>>,
) => BookingFieldProps;

/**
 * A booking form on its zod rules and starting values (product.md §4.4). The sign-in check may
 * finish after the form opened, so the contact email starts as the user's once it is known.
 * Valid values go to `onValid`; an empty required field calls `onMissing` ('Please fill in all
 * required fields').
 */
export function useBookingForm<Values extends FieldValues, Output extends FieldValues>({
  schema,
  defaultValues,
  emailField,
  userEmail,
  onValid,
  onMissing,
}: {
  schema: z.ZodMiniType<Output, Values>;
  defaultValues: DefaultValues<Values>;
  emailField: Path<Values>;
  userEmail: string | undefined;
  onValid: SubmitHandler<Output>;
  onMissing: () => void;
}) {
  const errorText = useBookingErrorText();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema, { error: formErrorMap }),
    defaultValues,
  });
  const { getValues, setValue } = form;
  useEffect(() => {
    if (userEmail && getValues(emailField) === '') {
      setValue(emailField, userEmail as PathValue<Values, Path<Values>>);
    }
  }, [emailField, getValues, setValue, userEmail]);

  const field: BookingField<Values> = (name, label, options) => ({
    label,
    error: errorText(get(form.formState.errors, name), label),
    ...form.register(name, options),
  });
  const onSubmit = form.handleSubmit(onValid, (invalid) => {
    if (missesRequired(invalid)) onMissing();
  });
  return { ...form, field, onSubmit };
}

/**
 * `(error, fieldName) => translated message` for the booking forms: the shared form messages,
 * the contract's 'is required' as 'This field is required', and the forms' own date rules.
 */
function useBookingErrorText() {
  const { t } = useTranslation();
  const formErrorText = useFormErrorText();
  return (error: FieldError | undefined, field: string) => {
    if (!error) return undefined;
    if (isRequiredMessage(error.message)) {
      return formErrorText({ ...error, message: FORM_ERRORS.required }, field);
    }
    const rule = bookingFormError(error.message);
    return rule
      ? t(`booking.errors.${rule}`, { days: BOOKING_MAX_DAYS_AHEAD })
      : formErrorText(error, field);
  };
}
