import type { FastifyRequest } from 'fastify';
import { findChatSession, mayUseSession } from '../../db/repositories/chat-sessions';
import { AppError } from '../../lib/app-error';
import { optionalUser } from '../../plugins/auth';

// Shared by the chat routes (not an operation itself). Chat works signed out, so a missing or
// stale token means "signed out" here, never 401.

export const CHAT_SESSION_NOT_FOUND = 'Chat session not found';

/** The signed-in user's id, or null when the request carries no live sign-in. */
export async function signedInUserId(request: FastifyRequest): Promise<string | null> {
  return (await optionalUser(request))?.id ?? null;
}

/**
 * 404 when the session belongs to another user, so a linked session's existence is not
 * revealed. An unknown session passes: the client asks about ids it has just made.
 */
export async function assertMayUseSession(
  request: FastifyRequest,
  sessionId: string,
): Promise<string | null> {
  const userId = await signedInUserId(request);
  const session = await findChatSession(request.server.database.db, sessionId);
  if (session && !mayUseSession(session, userId)) throw new AppError(404, CHAT_SESSION_NOT_FOUND);
  return userId;
}
