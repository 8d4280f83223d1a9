import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getVisaRequirementsQuerySchema,
  getVisaRequirementsResponseSchema,
} from '@common/contracts/visa-requirements';
import { answerVisaQuestion } from '../../domain/visa-answer/answer-visa-question';

export const getVisaRequirementsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/visa/requirements',
    {
      schema: {
        querystring: getVisaRequirementsQuerySchema,
        response: { 200: getVisaRequirementsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => answerVisaQuestion(request.query),
  );
};
