import { useCallback } from 'react';
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

/** Returns `(error, fieldName) => translated message`, for the field's error slot. */
export function useFormErrorText(): (
  error: FieldError | undefined,
  field: string,
) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error, field) => {
      if (!error) return undefined;
      switch (error.message) {
        case FORM_ERRORS.required:
          return t('validation.required');
        case FORM_ERRORS.tooShort:
          return t('validation.tooShort', { field });
        case FORM_ERRORS.tooLong:
          return t('validation.tooLong', { field });
        case FORM_ERRORS.invalidEmail:
          return t('validation.invalidEmail');
        case FORM_ERRORS.passwordsMismatch:
          return t('validation.passwordsMismatch');
        // The account rules of the shared schemas, in the words the server uses.
        case ACCOUNT_RULE_MESSAGES.usernameHasAt:
          return t('validation.usernameHasAt');
        case ACCOUNT_RULE_MESSAGES.passwordBlank:
          return t('validation.passwordBlank');
        case ACCOUNT_RULE_MESSAGES.passwordIsIdentity:
          return t('validation.passwordIsIdentity');
        default:
          return t('validation.invalid', { field });
      }
    },
    [t],
  );
}
