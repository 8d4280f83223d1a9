import type { TFunction } from 'i18next';
import { AUTH_ERRORS } from '@common/contracts/auth';
import { findApiError, isNetworkError } from '@/lib/api-error';

/**
 * The server's message for a failed call (product.md §5.1 "with the server message"), in the
 * user's language when it is one of the known texts. Server errors (5xx) and unreadable answers
 * give undefined, so the caller shows its own fallback and no internal detail reaches the user.
 */
export function failureText(t: TFunction, error: unknown): string | undefined {
  if (isNetworkError(error)) return t('purchase.errors.network');
  const failure = findApiError(error);
  if (!failure || failure.status >= 500) return undefined;
  if (failure.status === 429) return t('purchase.errors.tooManyAttempts');
  switch (failure.serverMessage) {
    case AUTH_ERRORS.emailInUse:
      return t('purchase.errors.emailInUse');
    case AUTH_ERRORS.usernameTaken:
      return t('purchase.errors.usernameTaken');
    case AUTH_ERRORS.invalidCredentials:
      return t('purchase.errors.invalidCredentials');
    case AUTH_ERRORS.notSignedIn:
      return t('purchase.errors.notSignedIn');
    default:
      return failure.serverMessage ?? undefined;
  }
}
