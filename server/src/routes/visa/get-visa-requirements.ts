import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getVisaRequirementsQuerySchema,
  getVisaRequirementsResponseSchema,
  type GetVisaRequirementsResponse,
} from '@common/contracts/visa-requirements';
import { answerVisaQuestionJson } from '../../domain/visa-answer/answer-visa-question';

export const getVisaRequirementsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/visa/requirements',
    {
      schema: {
        querystring: getVisaRequirementsQuerySchema,
        response: { 200: getVisaRequirementsResponseSchema, 400: errorResponseSchema },
      },
    },
    // The body comes checked and serialised from the answer cache, so it is sent as it is.
    async (request, reply) => {
      reply.type('application/json; charset=utf-8');
      return reply.send(
        answerVisaQuestionJson(request.query) as unknown as GetVisaRequirementsResponse,
      );
    },
  );
};
