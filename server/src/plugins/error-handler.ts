import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MAX_BODY_BYTES } from '@common/constants';
import type { ErrorResponse } from '@common/contracts/error';
import { isDatabaseUnavailable } from '../db/unavailable';
import { BUSY_RETRY_AFTER_SECONDS, ServerBusyError } from './load-shedding';
import { RateLimitStoreUnavailableError } from './redis-rate-limit';

/** What a request that needs the database hears while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable; please try again in a moment';
// Seconds a client should wait before retrying a 503.
const RETRY_AFTER_SECONDS = 5;

// Fastify's own client errors, reworded for people.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but the content type is application/json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
};

/**
 * The single place that turns errors into responses: every error is `{ message }`,
 * 4xx keep their reason, 5xx never show internals (they are logged instead). A lost database
 * connection, or a lost rate-limit store (Redis), is a 503 the client may retry; both reconnect
 * by themselves.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((issue) => {
          const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return where ? `${where}: ${issue.message}` : issue.message;
        })
        .join('; ');
      const body: ErrorResponse = {
        message: `Invalid ${error.validationContext ?? 'request'}: ${details}`,
      };
      return reply.status(400).send(body);
    }

    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // A route may allow less than the global limit (the itinerary PDF does).
      const limit = request.routeOptions.bodyLimit ?? MAX_BODY_BYTES;
      const body: ErrorResponse = { message: `Request body is larger than ${limit / 1024} KB` };
      return reply.status(413).send(body);
    }
    if (status >= 400 && status < 500) {
      const body: ErrorResponse = {
        message: (error.code && FASTIFY_MESSAGES[error.code]) || error.message,
      };
      return reply.status(status).send(body);
    }

    if (error instanceof ServerBusyError) {
      const body: ErrorResponse = { message: error.message };
      return reply.status(503).header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)).send(body);
    }
    const unavailable =
      error instanceof RateLimitStoreUnavailableError
        ? 'rate-limit store unavailable'
        : isDatabaseUnavailable(error) && 'database unavailable';
    if (unavailable) {
      request.log.warn({ err: error }, unavailable);
      const body: ErrorResponse = { message: DATABASE_UNAVAILABLE_MESSAGE };
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body);
    }

    request.log.error({ err: error }, 'request failed');
    const body: ErrorResponse = { message: 'Internal Server Error' };
    return reply.status(500).send(body);
  });
}
