import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '@common/contracts/auth';
import { queueEmail } from '../../db/repositories/email-outbox';
import { requestOrigin } from '../../lib/request-origin';
import { languageFromAcceptLanguage } from '../assistant/reply-language';
import type { RecordPayload } from './compose-email';

/**
 * Queues the confirmation of a booking or purchase for the buyer, in the language the request
 * prefers, and wakes the mailer. Without a mailer the row waits in the outbox.
 */
export async function queueConfirmation(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  kind: 'booking_confirmation' | 'purchase_confirmation',
  recordId: string,
): Promise<void> {
  const payload: RecordPayload = {
    userId: user.id,
    recordId,
    origin: requestOrigin(request),
    name: user.username,
  };
  await queueEmail(app.database.db, {
    toEmail: user.email,
    kind,
    language: languageFromAcceptLanguage(request.headers['accept-language']) ?? 'en',
    payload,
  });
  app.mail.notify();
}
