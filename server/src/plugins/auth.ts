import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERRORS, type User } from '@common/contracts/auth';
import { SESSION_TTL_DAYS, SIGNED_IN_HINT_COOKIE } from '@common/constants';
import { findLiveSession } from '../db/repositories/auth-sessions';
import { hashSessionToken } from '../domain/accounts/session-token';
import { AppError } from '../lib/app-error';

export const SESSION_COOKIE = 'algotrip_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`, or by `optionalUser` once it has looked. */
    user: User | null;
  }
}

/** The session token of `Authorization: Bearer …`, when the request sends a usable one. */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/** The session token from `Authorization: Bearer …`, else from the session cookie. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return readBearerToken(request) ?? (request.cookies[SESSION_COOKIE] || undefined);
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    // Secure whenever the client reached us over HTTPS (directly or via a trusted proxy).
    secure: request.protocol === 'https',
  };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  const maxAge = SESSION_TTL_DAYS * 24 * 60 * 60;
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), httpOnly: true, maxAge });
  setSignedInHint(request, reply);
}

/** The readable "a sign-in may exist" hint (decision 013); it holds no secret. */
export function setSignedInHint(request: FastifyRequest, reply: FastifyReply): void {
  const maxAge = SESSION_TTL_DAYS * 24 * 60 * 60;
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...cookieOptions(request), maxAge });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(request), httpOnly: true });
  clearSignedInHint(request, reply);
}

export function clearSignedInHint(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, cookieOptions(request));
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

/** Cache-Control of every response that carries a person's data: no cache may keep it. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * preHandler for routes that need a user: 401 unless the token names a live session. What
 * such a route answers is the user's own, so no cache may keep it.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', PRIVATE_NO_STORE);
  const token = readSessionToken(request);
  const session =
    token && (await findLiveSession(request.server.database.db, hashSessionToken(token)));
  if (!session) throw new AppError(401, AUTH_ERRORS.notSignedIn);
  request.user = session.user;
}

/**
 * The signed-in user, or null when the request carries no live sign-in. For routes that work
 * signed out (chat), where a missing or stale token means "signed out", never 401.
 */
export async function optionalUser(request: FastifyRequest): Promise<User | null> {
  if (request.user) return request.user;
  const token = readSessionToken(request);
  if (!token) return null;
  const session = await findLiveSession(request.server.database.db, hashSessionToken(token));
  if (session) request.user = session.user;
  return request.user;
}

/** The signed-in user inside a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError(401, AUTH_ERRORS.notSignedIn);
  return request.user;
}
