import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../constants';
import { countryCodeSchema } from './country-code';
import { recommendedVisaTypeSchema } from '../visa-questionnaire';
import { emailSchema } from './email';

// 'Email Me & Continue' (product.md §3.5): the traveller asks for their visa checklist by email.
// The request is queued in the database's outbox for the mailer.

/** POST /api/email-requests */
export const createEmailRequestSchema = z.object({
  email: emailSchema,
  nationality: countryCodeSchema,
  destination: countryCodeSchema,
  visaType: z.optional(recommendedVisaTypeSchema),
  language: z.enum(SUPPORTED_LANGUAGES),
});
export type CreateEmailRequest = z.input<typeof createEmailRequestSchema>;

export const emailRequestResponseSchema = z.object({
  id: z.string(),
  status: z.literal('queued'),
});
