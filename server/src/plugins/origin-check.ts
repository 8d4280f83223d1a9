import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { readBearerToken, SESSION_COOKIE } from './auth';

export const CROSS_ORIGIN_REFUSED = 'This request must come from the AlgoTrip site itself';

const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 'host:port' as a URL spells it: a scheme's default port is dropped. */
function normalisedHost(origin: string): string | undefined {
  return URL.canParse(origin) ? new URL(origin).host : undefined;
}

/** The request is authenticated by the session cookie, not by an Authorization header. */
function usesSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SESSION_COOKIE]) && readBearerToken(request) === undefined;
}

/**
 * Refuses (403) a state change that the session cookie authenticates when the browser says it
 * comes from a page of another origin. SameSite=Lax alone lets pages on another port or on a
 * sibling subdomain send the cookie, and the body-less POSTs (sign-out, profile reset) accept
 * what a plain form sends. The app's own origin is the host the request was sent to (through
 * the trusted proxy when TRUST_PROXY is set), compared without the scheme so a TLS-terminating
 * proxy does not make it foreign; `allowedOrigins` (ALLOWED_ORIGINS) adds others. Requests
 * without Origin (not sent by a page) and bearer-token requests carry no ambient credential
 * a foreign page could use, so they pass.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  allowedOrigins: readonly string[] = [],
): void {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || !usesSessionCookie(request)) return;
    if (URL.canParse(origin) && allowed.has(new URL(origin).origin)) return;
    const own = normalisedHost(`http://${request.host}`);
    if (own !== undefined && normalisedHost(origin) === own) return;
    throw new AppError(403, CROSS_ORIGIN_REFUSED);
  });
}
