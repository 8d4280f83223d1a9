import { useCallback } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ACCOUNT_RULE_MESSAGES } from '@common/contracts/auth';

/**
 * Form validation messages travel as these codes and are translated where they are shown, so
 * the shared zod schemas stay free of English text (product.md §6.1: 'This field is required',
 * 'Invalid email address', '... is too short', 'Passwords do not match').
 */
export const FORM_ERRORS = {
  required: 'required',
  tooShort: 'tooShort',
  tooLong: 'tooLong',
  invalidEmail: 'invalidEmail',
  passwordsMismatch: 'passwordsMismatch',
  invalid: 'invalid',
} as const;

/**
 * A zod error map for forms: pass it as `zodResolver(schema, { error: formErrorMap })`.
 * Messages set on a schema itself (a refinement's FORM_ERRORS code) take precedence.
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  // An empty field breaks its length or format rule, but what the user needs to hear is that it is required.
  if (issue.input === '' || issue.input === undefined) return FORM_ERRORS.required;
  switch (issue.code) {
    case 'too_small':
      return FORM_ERRORS.tooShort;
    case 'too_big':
      return FORM_ERRORS.tooLong;
    case 'invalid_format':
      return issue.format === 'email' ? FORM_ERRORS.invalidEmail : FORM_ERRORS.invalid;
    default:
      return FORM_ERRORS.invalid;
  }
};

/** The text of each message a field's error may carry; any other reads `validation.invalid`. */
const MESSAGE_KEYS = new Map<string | undefined, ParseKeys>([
  [FORM_ERRORS.required, 'validation.required'],
  [FORM_ERRORS.tooShort, 'validation.tooShort'],
  [FORM_ERRORS.tooLong, 'validation.tooLong'],
  [FORM_ERRORS.invalidEmail, 'validation.invalidEmail'],
  [FORM_ERRORS.passwordsMismatch, 'validation.passwordsMismatch'],
  // The account rules of the shared schemas, in the words the server uses.
  [ACCOUNT_RULE_MESSAGES.usernameHasAt, 'validation.usernameHasAt'],
  [ACCOUNT_RULE_MESSAGES.passwordBlank, 'validation.passwordBlank'],
  [ACCOUNT_RULE_MESSAGES.passwordIsIdentity, 'validation.passwordIsIdentity'],
]);

/** Returns `(error, fieldName) => translated message`, for the field's error slot. */
export function useFormErrorText(): (
  error: FieldError | undefined,
  field: string,
) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error, field) => {
      if (!error) return undefined;
      return t(MESSAGE_KEYS.get(error.message) ?? 'validation.invalid', { field });
    },
    [t],
  );
}
