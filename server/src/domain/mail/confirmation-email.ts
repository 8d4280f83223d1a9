import type { FastifyRequest } from 'fastify';
import type { User } from '@common/contracts/auth';
import type { NewEmail } from '../../db/repositories/email-outbox';
import { requestOrigin } from '../../lib/request-origin';
import { languageFromAcceptLanguage } from '../assistant/reply-language';
import type { RecordPayload } from './compose-email';

type ConfirmationKind = 'booking_confirmation' | 'purchase_confirmation';

/**
 * The confirmation of a booking or purchase for the buyer, in the language the request prefers;
 * the repositories queue it in the statement that stores the record.
 */
export function confirmationEmail(
  request: FastifyRequest,
  user: User,
  kind: ConfirmationKind,
  recordId: string,
): NewEmail {
  const payload: RecordPayload = {
    userId: user.id,
    recordId,
    origin: requestOrigin(request),
    name: user.username,
  };
  return {
    toEmail: user.email,
    kind,
    language: languageFromAcceptLanguage(request.headers['accept-language']) ?? 'en',
    payload,
  };
}
