import * as z from 'zod/mini';
import { COUNTRY_CODES } from '../country-codes';

/**
 * A country code AlgoTrip knows (ISO 3166-1 alpha-2). One schema for every contract: building
 * an enum of ~250 values is a measurable part of the first page's start-up, so it is built once.
 */
export const countryCodeSchema = z.enum(COUNTRY_CODES);
