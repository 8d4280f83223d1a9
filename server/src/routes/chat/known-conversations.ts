import { LRUCache } from 'lru-cache';
import type { Conversation } from '@common/contracts/chat';
import {
  mayUseSession,
  parseConversation,
  type ChatSessionRead,
} from '../../db/repositories/chat-sessions';

/** Conversations remembered at once (a few kilobytes each); the least recently used is
 * forgotten first. */
const MAX_CONVERSATIONS = 5_000;
/** A conversation idle this long is read again on its next turn. */
const TTL_MS = 30 * 60 * 1000;

/** A turn's premise taken without a read: the session as this process last stored it, or none
 * yet for a first turn. */
export type TurnPremise = { session: ChatSessionRead | undefined };

/**
 * The sessions this process has stored turns for, so the next turn needs no read of its own
 * (product.md §11.3). A premise is only a guess: the statement that stores the turn claims the
 * session only while it still belongs to the caller and holds the context the premise said, so
 * a stale one (another instance's turn, a deleted session) is refused, and the turn is answered
 * again from a read.
 */
export function createKnownConversations() {
  const sessions = new LRUCache<string, ChatSessionRead>({
    max: MAX_CONVERSATIONS,
    ttl: TTL_MS,
  });

  return {
    /**
     * The premise to answer from without reading, or undefined when the session must be read: a
     * session this process stored (when the caller may use it, at the step the request names),
     * or a session without a conversation yet for a request sent from the welcome (no step or
     * the greeting's, no button).
     */
    premise(
      sessionId: string,
      request: { flowStep?: unknown; action?: unknown },
      userId: string | null,
    ): TurnPremise | undefined {
      const known = sessions.get(sessionId);
      // A step other than the one remembered means another instance answered in between.
      if (known) {
        const current =
          mayUseSession(known, userId) && known.context?.flowStep === request.flowStep;
        return current ? { session: known } : undefined;
      }
      // Before the first reply the chat shows only its welcome: no step, or the greeting's.
      const firstTurn =
        request.action === undefined &&
        (request.flowStep === undefined || request.flowStep === 'greeting');
      return firstTurn ? { session: undefined } : undefined;
    },

    /** Remembers what a stored turn left: the session's owner and its new context. */
    stored(sessionId: string, owner: string | null, context: Conversation): void {
      // As a read would return it: JSON, without undefined members, parsed again.
      const storedContext: unknown = JSON.parse(JSON.stringify(context));
      sessions.set(sessionId, {
        userId: owner,
        context: parseConversation(storedContext),
        storedContext,
      });
    },

    /** Forgets a session whose premise was refused. */
    forget(sessionId: string): void {
      sessions.delete(sessionId);
    },
  };
}
