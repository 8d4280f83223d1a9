import type { TFunction } from 'i18next';
import { AUTH_ERRORS } from '@common/contracts/auth';
import type { ApiFailure } from '@/lib/api-error';

/**
 * The server's message for a failed account call, in the user's language when it is one of the
 * known texts. Server errors (5xx) and unreadable answers give undefined, so callers show their
 * own fallback and no internal detail reaches the user.
 */
export function serverErrorText(t: TFunction, failure: ApiFailure): string | undefined {
  if (failure.kind === 'network') return t('auth.error.network');
  if (failure.kind !== 'http' || failure.status >= 500) return undefined;
  if (failure.status === 429) return t('auth.serverError.tooManyAttempts');
  switch (failure.message) {
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
      return failure.message ?? undefined;
  }
}
