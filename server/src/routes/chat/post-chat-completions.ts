import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { SIGNED_IN_ACTIONS, type FlowActionType } from '@common/chat-flow';
import {
  CHAT_SESSION_FULL,
  completionRequestSchema,
  completionResponseSchema,
  type CompletionResponse,
  type FlowAction,
  type ReplyMetadata,
} from '@common/contracts/chat';
import { errorResponseSchema } from '@common/contracts/error';
import { visaOrderReferenceSchema, type VisaOrderType } from '@common/contracts/visa-orders';
import type { Db } from '../../db/database';
import {
  findBookingByReference,
  listConversationBookings,
  toBooking,
} from '../../db/repositories/bookings';
import {
  findChatSession,
  mayUseSession,
  type ChatSessionRead,
} from '../../db/repositories/chat-sessions';
import { findOwnPurchaseByReference } from '../../db/repositories/purchases';
import type { User } from '@common/contracts/auth';
import type { AssistantInput } from '../../domain/assistant/assistant-types';
import { nextConversation, signInFirstReply, turnInput } from '../../domain/assistant/conversation';
import { replyLanguage } from '../../domain/assistant/reply-language';
import type { LlmClient } from '../../domain/assistant/llm/llm-types';
import { createAssistant } from '../../domain/assistant/respond';
import { createBlogRecorder, saveTurnWithBlogEntry } from '../../domain/blog/blog-recorder';
import { fillProfileFromChat } from '../../domain/travel-profile/fill-profile-from-chat';
import { AppError } from '../../lib/app-error';
import { optionalUser } from '../../plugins/auth';
import type { RateLimitedRouteOptions } from '../../plugins/rate-limit';
import { CHAT_SESSION_NOT_FOUND } from './chat-session-access';
import { createKnownConversations } from './known-conversations';

export type ChatCompletionsOptions = RateLimitedRouteOptions & {
  /** The optional LLM for questions the built-in engine cannot answer. */
  llm?: LlmClient;
};

/** What answering a turn needs of its HTTP request. */
type TurnRequest = {
  body: z.output<typeof completionRequestSchema>;
  acceptLanguage: string | undefined;
  ip: string;
  log: FastifyBaseLogger;
};

export const UNKNOWN_ORDER_REFERENCE = 'Unknown order reference';
export const UNKNOWN_BOOKING_REFERENCE = 'Unknown booking reference';
export const CONVERSATION_MOVED_ON =
  'The conversation changed while this message was answered; reload the chat and try again';

const ORDER_ACTIONS: Partial<Record<FlowActionType, VisaOrderType>> = {
  buy_visa_bundle: 'visa-bundle',
  buy_visa_service: 'visa-service',
};
/** Buttons whose reply depends on a sign-in: the gated ones, and 'Email Me & Continue' (the
 * account's address, or asking for one). */
const ACCOUNT_ACTIONS: ReadonlySet<FlowActionType> = new Set([
  ...SIGNED_IN_ACTIONS,
  'email_me_and_continue',
]);

/**
 * Who is asking, for the buttons that need a sign-in: whether one is live and, for a visa
 * purchase, the user's own order the button names (400 for any other reference). Every other
 * turn reads nothing, so it stays a pure, database-free call.
 */
async function signInContext(
  user: User | null,
  db: Db,
  action: FlowAction | undefined,
): Promise<Pick<AssistantInput, 'signedIn' | 'order' | 'booking'>> {
  if (!action || !ACCOUNT_ACTIONS.has(action.type)) return {};
  if (!user) return { signedIn: false };
  if (action.type === 'confirm_booking') {
    // The voucher shows the user's own saved booking, never what the client claims.
    const reference = action.values?.[0];
    const row = reference ? await findBookingByReference(db, reference) : undefined;
    if (row?.userId !== user.id) throw new AppError(400, UNKNOWN_BOOKING_REFERENCE);
    return { signedIn: true, booking: toBooking(row) };
  }
  const orderType = ORDER_ACTIONS[action.type];
  if (!orderType) return { signedIn: true };
  const reference = visaOrderReferenceSchema.safeParse(action.values?.[0]);
  const purchase = reference.success
    ? await findOwnPurchaseByReference(db, user.id, reference.data)
    : undefined;
  if (purchase?.type !== orderType) throw new AppError(400, UNKNOWN_ORDER_REFERENCE);
  return { signedIn: true, order: { reference: purchase.reference, type: orderType } };
}

/**
 * 'Book Services' goes by what the conversation's trip record holds as booked (product.md §4.9):
 * a reservation saved from the dialog while the chat was at another step, so never confirmed in
 * it, counts too. Only this button reads the bookings.
 */
async function withTripBookings(
  action: FlowAction | undefined,
  user: User | null,
  db: Db,
  sessionId: string,
): Promise<FlowAction | undefined> {
  if (action?.type !== 'book_itinerary_services' || !user) return action;
  const rows = await listConversationBookings(db, user.id, sessionId);
  const booked = new Set([...(action.values ?? []), ...rows.map((row) => row.type)]);
  return { ...action, values: [...booked] };
}

/**
 * The assistant's reply to one turn. The server owns the conversation: the turn starts from
 * the travel context stored with the session (the request's countries and answers are hints
 * for the first turn only), and the message, the reply and the context the reply leaves are
 * stored together. A resolved visa inquiry becomes a blog entry; a signed-in traveller's
 * nationality and completed preference wizard fill what their profile lacks (product.md §4.6).
 * Anyone may chat without signing in, so each client address asks only so many turns a minute.
 */
export const postChatCompletionsRoute: FastifyPluginAsyncZod<ChatCompletionsOptions> = async (
  app,
  options,
) => {
  const assistant = createAssistant({ llm: options.llm });
  // One per app: its limits and remembered keys are this process's.
  const blogRecorder = createBlogRecorder();
  const knownConversations = createKnownConversations();

  /** Answers the turn from `session` (undefined: a new one) and stores it, or says why not. */
  async function answerTurn(
    request: TurnRequest,
    user: User | null,
    session: ChatSessionRead | undefined,
  ) {
    const { sessionId, message, language } = request.body;
    const db = app.database.db;
    const stored = session?.context;
    const turn = turnInput(stored, request.body);
    const action = await withTripBookings(turn.action, user, db, sessionId);
    const input = { ...turn, ...(action ? { action } : {}) };
    const signIn = await signInContext(user, db, input.action);
    const { resolvedInquiry, ...reply } = await assistant.respond({
      message,
      language,
      acceptLanguage: request.acceptLanguage,
      ...input,
      ...signIn,
      mailEnabled: app.mail.enabled,
    });
    const conversation = nextConversation(stored, reply.metadata);
    // A resolved visa inquiry may earn a blog entry, stored in the turn's own statement.
    const blog = resolvedInquiry
      ? blogRecorder.claim({ clientIp: request.ip, sessionId, inquiry: resolvedInquiry })
      : undefined;
    const saved = await saveTurnWithBlogEntry(
      db,
      {
        sessionId,
        userId: user?.id ?? null,
        startedFrom: session?.storedContext,
        user: { content: message, metadata: userMessageMetadata(input, reply.metadata) },
        assistant: {
          content: reply.content,
          metadata: {
            ...reply.metadata,
            type: reply.type,
            ...(reply.upsell ? { upsell: reply.upsell } : {}),
          },
        },
        context: conversation,
      },
      blog,
      request.log,
    );
    return { saved, reply, input, conversation, session };
  }

  app.post(
    '/api/chat/completions',
    {
      schema: {
        body: completionRequestSchema,
        response: {
          200: completionResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } },
    },
    async (request, httpReply) => {
      const { sessionId, message, language } = request.body;
      const db = app.database.db;
      const user = await optionalUser(request);
      // Most turns need no read: the session as this process stored it, or none for a first
      // turn. A premise that no longer holds is refused by the store, and the turn is answered
      // again from what a read finds.
      const turnRequest: TurnRequest = {
        body: request.body,
        acceptLanguage: request.headers['accept-language'],
        ip: request.ip,
        log: request.log,
      };
      const premise = knownConversations.premise(sessionId, request.body, user?.id ?? null);
      let answer = premise ? await answerTurn(turnRequest, user, premise.session) : undefined;
      if (answer?.saved.outcome !== 'saved') {
        knownConversations.forget(sessionId);
        const session = await findChatSession(db, sessionId);
        if (session && !mayUseSession(session, user?.id ?? null)) {
          // Its owner's sign-in ended behind the page: ask them to sign in again, revealing and
          // storing nothing. Anyone else signed in is told the conversation does not exist.
          if (user) throw new AppError(404, CHAT_SESSION_NOT_FOUND);
          const reply = signInFirstReply(
            replyLanguage({
              language,
              acceptLanguage: request.headers['accept-language'],
              message,
            }),
          );
          return httpReply.send(reply);
        }
        answer = await answerTurn(turnRequest, user, session);
      }
      const { saved, reply, input, conversation } = answer;
      if (saved.outcome === 'not_found') throw new AppError(404, CHAT_SESSION_NOT_FOUND);
      if (saved.outcome === 'moved_on') throw new AppError(409, CONVERSATION_MOVED_ON);
      if (saved.outcome === 'full') throw new AppError(409, CHAT_SESSION_FULL);
      // The statement kept the session's owner, or gave it to the caller.
      const owner = answer.session?.userId ?? user?.id ?? null;
      knownConversations.stored(sessionId, owner, conversation);
      if (user) {
        // A by-product too: the reply stands whether or not the profile could be filled.
        await fillProfileFromChat(db, {
          user,
          action: input.action,
          reply: reply.metadata,
          conversation,
        }).catch((err: unknown) => request.log.error({ err }, 'profile not filled from the chat'));
      }
      const body: CompletionResponse = {
        ...reply,
        conversation,
        userMessageId: saved.user.id,
        messageId: saved.assistant.id,
        timestamp: saved.assistant.createdAt.toISOString(),
      };
      // The hottest route: the reply is built by the engine from typed values (its tests check
      // it against the response schema), so it is serialised directly instead of re-parsed.
      httpReply.type('application/json; charset=utf-8');
      return httpReply.send(JSON.stringify(body) as unknown as CompletionResponse);
    },
  );
};

/** What the traveller's own message is stored with: a purpose choice, when it made one. */
function userMessageMetadata(input: Pick<AssistantInput, 'action'>, metadata: ReplyMetadata) {
  const purposes =
    input.action?.type === 'confirm_travel_purposes' ? metadata.travelPurposes : undefined;
  return { type: 'text', ...(purposes ? { travelPurposes: purposes } : {}) };
}
