import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { formErrorMap } from '@/lib/form-errors';

/**
 * A booking form on its zod rules and starting values (product.md §4.4). The sign-in check may
 * finish after the form opened, so the contact email starts as the user's once it is known.
 */
export function useBookingForm<Values extends FieldValues, Output extends FieldValues>(
  schema: z.ZodMiniType<Output, Values>,
  defaultValues: DefaultValues<Values>,
  emailField: Path<Values>,
  userEmail: string | undefined,
) {
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
  return form;
}
