import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN_ACTIONS, type FlowActionType } from '@common/chat-flow';
import {
  completionRequestSchema,
  completionResponseSchema,
  type CompletionResponse,
  type FlowAction,
} from '@common/contracts/chat';
import { errorResponseSchema } from '@common/contracts/error';
import { visaOrderReferenceSchema, type VisaOrderType } from '@common/contracts/visa-orders';
import type { Db } from '../../db/database';
import { findBookingByReference, toBooking } from '../../db/repositories/bookings';
import { findOwnPurchaseByReference } from '../../db/repositories/purchases';
import type { AssistantInput } from '../../domain/assistant/assistant-types';
import type { LlmClient } from '../../domain/assistant/llm/llm-types';
import { createAssistant } from '../../domain/assistant/respond';
import { createBlogRecorder } from '../../domain/blog/blog-recorder';
import { AppError } from '../../lib/app-error';
import { optionalUser } from '../../plugins/auth';

export type ChatCompletionsOptions = {
  /** The optional LLM for questions the built-in engine cannot answer. */
  llm?: LlmClient;
};

export const UNKNOWN_ORDER_REFERENCE = 'Unknown order reference';
export const UNKNOWN_BOOKING_REFERENCE = 'Unknown booking reference';

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
  request: FastifyRequest,
  db: Db,
  action: FlowAction | undefined,
): Promise<Pick<AssistantInput, 'signedIn' | 'order' | 'booking'>> {
  if (!action || !ACCOUNT_ACTIONS.has(action.type)) return {};
  const user = await optionalUser(request);
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
 * The assistant's reply to one turn. It stores no conversation (the client saves both sides
 * through POST /api/chat/messages); a resolved visa inquiry becomes a blog entry.
 *
 * No request rate limit here: the limiter counts in the database, which would cost every
 * turn a write; the engine is in-process and cheap, and the blog has its own cap.
 */
export const postChatCompletionsRoute: FastifyPluginAsyncZod<ChatCompletionsOptions> = async (
  app,
  options,
) => {
  const assistant = createAssistant({ llm: options.llm });
  // One per app: its limits and remembered keys are this process's.
  const blogRecorder = createBlogRecorder();

  app.post(
    '/api/chat/completions',
    {
      schema: {
        body: completionRequestSchema,
        response: { 200: completionResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, httpReply) => {
      const { sessionId, message, nationality, destination, language, action } = request.body;
      const signIn = await signInContext(request, app.database.db, action);
      const { resolvedInquiry, ...reply } = await assistant.respond({
        message,
        nationality,
        destination,
        language,
        acceptLanguage: request.headers['accept-language'],
        flowStep: request.body.flowStep,
        travelPurposes: request.body.travelPurposes,
        visaQuestionnaire: request.body.visaQuestionnaire,
        action,
        ...signIn,
      });
      if (resolvedInquiry) {
        // The blog is a by-product: losing an entry must never cost the traveller the reply.
        await blogRecorder
          .record(app.database.db, { clientIp: request.ip, sessionId, inquiry: resolvedInquiry })
          .catch((err: unknown) => request.log.error({ err }, 'blog entry not recorded'));
      }
      // The hottest route: the reply is built by the engine from typed values (its tests check
      // it against the response schema), so it is serialised directly instead of re-parsed.
      httpReply.type('application/json; charset=utf-8');
      return httpReply.send(JSON.stringify(reply) as unknown as CompletionResponse);
    },
  );
};
