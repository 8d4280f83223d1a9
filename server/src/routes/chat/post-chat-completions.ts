import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completionRequestSchema, completionResponseSchema } from '@common/contracts/chat';
import { errorResponseSchema } from '@common/contracts/error';
import type { LlmClient } from '../../domain/assistant/llm/llm-types';
import { createAssistant } from '../../domain/assistant/respond';
import { createBlogRecorder } from '../../domain/blog/blog-recorder';

export type ChatCompletionsOptions = {
  /** The optional LLM for questions the built-in engine cannot answer. */
  llm?: LlmClient;
};

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
    async (request) => {
      const { sessionId, message, nationality, destination, language } = request.body;
      const { resolvedInquiry, ...reply } = await assistant.respond({
        message,
        nationality,
        destination,
        language,
        acceptLanguage: request.headers['accept-language'],
        flowStep: request.body.flowStep,
        travelPurposes: request.body.travelPurposes,
        action: request.body.action,
      });
      if (resolvedInquiry) {
        // The blog is a by-product: losing an entry must never cost the traveller the reply.
        await blogRecorder
          .record(app.database.db, { clientIp: request.ip, sessionId, inquiry: resolvedInquiry })
          .catch((err: unknown) => request.log.error({ err }, 'blog entry not recorded'));
      }
      return reply;
    },
  );
};
