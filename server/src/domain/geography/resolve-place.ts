import type { City } from '@common/contracts/geography';
import type { CountryCode } from '@common/country-codes';
import { AppError } from '../../lib/app-error';
import { resolveCountry } from '../countries/countries';
import type { Geography } from './geography';

/** A country as the client writes it ('united states', 'US', 'Japón', '日本'), or a 404. */
export function countryOrNotFound(text: string): CountryCode {
  const code = resolveCountry(text);
  if (!code) throw new AppError(404, `Unknown country '${text}'`);
  return code;
}

/** The most populous city of that name, in the country when one is given, or a 404. */
export function cityOrNotFound(geography: Geography, name: string, countryText?: string): City {
  const country = countryText === undefined ? undefined : countryOrNotFound(countryText);
  const city = geography.findCity(name, country);
  if (!city) {
    throw new AppError(404, `Unknown city '${name}'${country ? ` in ${country}` : ''}`);
  }
  return city;
}
