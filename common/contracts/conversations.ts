import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../constants';
import { tripSelectionSchema } from '../trip';
import { sessionIdSchema } from './chat';
import { countryCodeSchema } from './country-code';

// Calls around the conversations the server keeps: keeping a city choice and listing a
// signed-in traveller's conversations. Apart from chat.ts so the first page does not carry them.

/** POST /api/chat/trip: the cities a city panel's Continue chose, kept with the conversation. */
export const saveTripRequestSchema = z.object({
  sessionId: sessionIdSchema,
  trip: tripSelectionSchema,
});
export type SaveTripRequest = z.input<typeof saveTripRequestSchema>;

/** GET /api/chat/sessions: a signed-in traveller's earlier conversations, newest first. */
export const conversationSummarySchema = z.object({
  sessionId: sessionIdSchema,
  /** The destination's name in the language asked for, when the conversation knows it. */
  destination: z.optional(z.string()),
  destinationCode: z.optional(countryCodeSchema),
  /** The traveller's first message, shortened. */
  title: z.string(),
  /** The last change (ISO 8601). */
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListQuerySchema = z.object({
  lang: z.optional(z.enum(SUPPORTED_LANGUAGES)),
});
export const conversationListResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
});
