import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import {
  getEsimsResponseSchema,
  travelCountryParamsSchema,
} from '@common/contracts/travel-catalogue';
import { getCountry } from '../../domain/countries/countries';
import { countryOrNotFound } from '../../domain/geography/resolve-place';
import { sampleEsims } from '../../domain/travel-catalogue/sample-esims';

/** Sample eSIM plans for a country (product.md §4.5, §4.8), the same list on every call. */
export const getTravelEsimRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/travel/esim/:country',
    {
      schema: {
        params: travelCountryParamsSchema,
        response: {
          200: getEsimsResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const country = countryOrNotFound(request.params.country);
      const countryName = getCountry(country, 'en').name;
      return {
        sample: true as const,
        country,
        countryName,
        esims: sampleEsims(country, countryName),
      };
    },
  );
};
