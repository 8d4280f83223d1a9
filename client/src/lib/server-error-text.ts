import type { TFunction } from 'i18next';
import { AUTH_ERRORS } from '@common/contracts/auth';
import { findApiError, isNetworkError } from '@/lib/api-error';

/**
 * The server's message for a failed account, booking or purchase call (product.md §5.1, §6), in
 * the user's language when it is one of the known texts. Server errors (5xx) and unreadable
 * answers give undefined, so callers show their own fallback and no internal detail reaches
 * the user.
 */
export function serverErrorText(t: TFunction, error: unknown): string | undefined {
  if (isNetworkError(error)) return t('auth.error.network');
  const failure = findApiError(error);
  if (!failure || failure.status >= 500) return undefined;
  if (failure.status === 429) return t('auth.serverError.tooManyAttempts');
  switch (failure.serverMessage) {
    case AUTH_ERRORS.emailInUse:
      return t('auth.serverError.emailInUse');
    case AUTH_ERRORS.usernameTaken:
      return t('auth.serverError.usernameTaken');
    case AUTH_ERRORS.invalidCredentials:
      return t('auth.serverError.invalidCredentials');
    case AUTH_ERRORS.notSignedIn:
      return t('auth.serverError.notSignedIn');
    case AUTH_ERRORS.commonPassword:
      return t('auth.serverError.commonPassword');
    default:
      return failure.serverMessage ?? undefined;
  }
}
