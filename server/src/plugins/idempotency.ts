import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY } from '@common/constants';
import {
  claimIdempotencyKey,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
} from '../db/repositories/idempotency-keys';
import { AppError } from '../lib/app-error';
import { currentUser } from './auth';

// A claim that has had no answer for this long was left by a request that never finished (the
// process died mid-request): a retry may take it over.
const ABANDONED_CLAIM_MS = 60_000;
// Seconds a client should wait before retrying while the first request still runs.
const IN_PROGRESS_RETRY_AFTER_SECONDS = 1;

export const IDEMPOTENCY_KEY_INVALID_MESSAGE = `${IDEMPOTENCY.header} must be 1 to 100 printable characters`;
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = `This ${IDEMPOTENCY.header} was already used for a different request`;
export const IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE = `A request with this ${IDEMPOTENCY.header} is still being processed; retry in a moment`;

const HEADER = IDEMPOTENCY.header.toLowerCase();

// The key each request holds until its answer is recorded (or the key given back).
const claims = new WeakMap<FastifyRequest, { userId: string; key: string }>();

/**
 * preHandler, after `requireUser`, for routes that create bookings and purchases. Without the
 * header nothing changes. With it, the first request takes the key; a retry (same user, key,
 * route and body) gets the first answer again and stores nothing; the same key with another
 * request is refused with 422, and while the first still runs a retry hears 409.
 */
export async function idempotencyKey(request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers[HEADER];
  if (header === undefined) return;
  if (typeof header !== 'string' || !IDEMPOTENCY.pattern.test(header)) {
    throw new AppError(400, IDEMPOTENCY_KEY_INVALID_MESSAGE);
  }
  const user = currentUser(request);
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  const now = new Date();
  const claim = {
    userId: user.id,
    key: header,
    route,
    requestHash,
    now,
    expiredBefore: new Date(now.getTime() - IDEMPOTENCY.ttlMs),
    abandonedBefore: new Date(now.getTime() - ABANDONED_CLAIM_MS),
  };
  const db = request.server.database.db;
  // Twice at most: the row that held the key may be deleted (given back) between our insert
  // and our read, and then the key is free again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const held = await claimIdempotencyKey(db, claim);
    if (held === 'claimed') {
      claims.set(request, { userId: user.id, key: header });
      return;
    }
    if (!held) continue;
    if (held.route !== route || held.requestHash !== requestHash) {
      throw new AppError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
    }
    if (held.statusCode === null || held.responseBody === null) {
      reply.header('retry-after', String(IN_PROGRESS_RETRY_AFTER_SECONDS));
      throw new AppError(409, IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE);
    }
    return reply
      .code(held.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(held.responseBody);
  }
  throw new AppError(409, IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE);
}

/**
 * onSend of the same routes: keeps the answer under the key (any answer but a server error),
 * or gives the key back so a retry runs the request again.
 */
export async function recordIdempotencyAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const claim = claims.get(request);
  if (!claim) return payload;
  claims.delete(request);
  const db = request.server.database.db;
  try {
    if (reply.statusCode < 500 && typeof payload === 'string') {
      await recordIdempotentAnswer(db, claim.userId, claim.key, {
        statusCode: reply.statusCode,
        body: payload,
      });
    } else {
      await releaseIdempotencyKey(db, claim.userId, claim.key);
    }
  } catch (err) {
    // The answer still goes out; the unanswered claim is taken over after ABANDONED_CLAIM_MS.
    request.log.warn({ err }, 'could not record the idempotent answer');
  }
  return payload;
}
