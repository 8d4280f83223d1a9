import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getVisaTransitQuerySchema,
  getVisaTransitResponseSchema,
} from '@common/contracts/visa-transit';
import { answerTransitQuestion } from '../../domain/visa/transit/answer-transit-question';

export const getVisaTransitRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/visa/transit',
    {
      schema: {
        querystring: getVisaTransitQuerySchema,
        response: { 200: getVisaTransitResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => answerTransitQuestion(request.query),
  );
};
