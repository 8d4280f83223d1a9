import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../constants';
import { countryCodeSchema } from './country-code';

export const getCountriesQuerySchema = z.object({
  lang: z._default(
    z.enum(SUPPORTED_LANGUAGES, {
      error: (issue) =>
        `Unsupported language '${String(issue.input)}'; use ${SUPPORTED_LANGUAGES.join(', ')}`,
    }),
    'en',
  ),
});
export type GetCountriesQuery = z.input<typeof getCountriesQuerySchema>;

/** One entry of the country picker, in the requested language. */
export const countryOptionSchema = z.object({
  code: countryCodeSchema,
  name: z.string(),
  demonym: z.string(),
  /** The flag emoji. */
  flag: z.string(),
});
export type CountryOption = z.infer<typeof countryOptionSchema>;

/** All countries, sorted by name in the requested language. */
export const getCountriesResponseSchema = z.object({ countries: z.array(countryOptionSchema) });
export type GetCountriesResponse = z.infer<typeof getCountriesResponseSchema>;
