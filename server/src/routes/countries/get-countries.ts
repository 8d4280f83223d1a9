import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '@common/constants';
import {
  getCountriesQuerySchema,
  getCountriesResponseSchema,
  type GetCountriesResponse,
} from '@common/contracts/countries';
import { errorResponseSchema } from '@common/contracts/error';
import { listCountries } from '../../domain/countries/countries';
import { PrecompressedJson, sendPrecompressedJson } from '../../lib/precompressed-json';

function countryPicker(lang: Language): GetCountriesResponse {
  return {
    countries: listCountries(lang).map(({ code, name, demonym, flag }) => ({
      code,
      name,
      demonym,
      flag,
    })),
  };
}

export const getCountriesRoute: FastifyPluginAsyncZod = async (app) => {
  // The lists never change while the server runs, so each language is built, checked against
  // the response schema and serialised once (and compressed once per encoding).
  const serialised = (lang: Language) =>
    new PrecompressedJson(JSON.stringify(getCountriesResponseSchema.parse(countryPicker(lang))));
  const responses: Record<Language, PrecompressedJson> = {
    en: serialised('en'),
    es: serialised('es'),
    zh: serialised('zh'),
  };

  app.get(
    '/api/countries',
    {
      schema: {
        querystring: getCountriesQuerySchema,
        response: { 200: getCountriesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return sendPrecompressedJson(request, reply, responses[request.query.lang]);
    },
  );
};
