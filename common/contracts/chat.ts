import * as z from 'zod/mini';
import { ADDON_SERVICE_TYPES, CHAT, SESSION_ID_LENGTH, SUPPORTED_LANGUAGES } from '../constants';
import { FLOW_STEPS, flowActionTypeSchema, flowStepSchema } from '../chat-flow';
import { countryCodeSchema } from './country-code';
import { heldDocumentSchema, requirementCategorySchema } from './visa-category';
import { travelPurposeSchema } from '../travel-purpose';
import { visaQuestionnaireDataSchema, visaRecommendationSchema } from '../visa-questionnaire';
import {
  PLANNER_CITIES,
  travelPreferencesSchema,
  tripCitySchema,
  tripSelectionSchema,
} from '../trip';
import { bookingSchema } from './bookings';

// The chat calls of product.md §11.3. Objects strip unknown fields (zod's default).

/** The client's nanoid: 21 characters of A-Z, a-z, 0-9, '_' and '-'. */
export const sessionIdSchema = z
  .string()
  .check(
    z.regex(
      new RegExp(`^[A-Za-z0-9_-]{${SESSION_ID_LENGTH}}$`),
      `must be a ${SESSION_ID_LENGTH}-character session id`,
    ),
  );

export const chatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const offerSchema = z.object({
  /** A service type of product.md §5.1 ('dummy-flight', 'dummy-hotel', 'travel-insurance'). */
  type: z.enum(ADDON_SERVICE_TYPES),
  title: z.string().check(z.maxLength(200)),
  description: z.string().check(z.maxLength(1000)),
  /** USD, as a string (product.md §5.1). */
  price: z.string().check(z.regex(/^\d+\.\d{2}$/)),
  currency: z.string().check(z.length(3)),
});
export type Offer = z.infer<typeof offerSchema>;

/** The offers a reply carries (product.md §3.6). */
export const upsellSchema = z.object({
  id: z.string().check(z.maxLength(100)),
  offers: z.array(offerSchema).check(z.maxLength(10)),
  flowStep: z.optional(flowStepSchema),
  displayRows: z.optional(z.int().check(z.gte(0), z.lte(20))),
  /** JSON text listing cities with name. */
  description: z.optional(z.string().check(z.maxLength(5000))),
  selectedBudget: z.optional(z.string().check(z.maxLength(50))),
  selectedInterest: z.optional(z.string().check(z.maxLength(50))),
});
export type Upsell = z.infer<typeof upsellSchema>;

const countryNameSchema = z.string().check(z.trim(), z.maxLength(100));
const plannedCitiesSchema = z.array(tripCitySchema).check(z.maxLength(PLANNER_CITIES.max - 1));

/** What an assistant reply knows about the conversation (product.md §3.3). */
export const replyMetadataSchema = z.object({
  /** English names, which the understanding resolves again next turn. */
  nationality: z.optional(countryNameSchema),
  destination: z.optional(countryNameSchema),
  nationalityCode: z.optional(countryCodeSchema),
  destinationCode: z.optional(countryCodeSchema),
  visaRequirement: z.optional(
    z.object({
      category: z.union([requirementCategorySchema, z.literal('own_country')]),
      days: z.optional(z.int().check(z.positive())),
    }),
  ),
  travelPurposes: z.optional(z.array(travelPurposeSchema).check(z.maxLength(20))),
  /**
   * The visa questionnaire's answers so far (product.md §3.5), echoed so the client can store them.
   */
  visaQuestionnaire: z.optional(visaQuestionnaireDataSchema),
  /** The questionnaire's recommendation, once all answers are in. */
  visaRecommendation: z.optional(visaRecommendationSchema),
  /** A server-issued order reference the reply confirms (VB-…, VS-…). */
  orderReference: z.optional(z.string().check(z.maxLength(40))),
  /** What the city selection is for: a flight or a hotel reservation (decision 012). */
  tripService: z.optional(z.enum(['flight', 'hotel'])),
  /** The cities chosen so far, echoed so later steps can book for them. */
  trip: z.optional(tripSelectionSchema),
  /** The preference wizard's answers so far (stored under travelPreferences). */
  travelPreferences: z.optional(travelPreferencesSchema),
  /** The saved booking a confirmation reply shows as a voucher. */
  booking: z.optional(bookingSchema),
  /** Visas and residence permits the traveller said they hold (codes of HELD_DOCUMENTS). */
  holds: z.optional(z.array(heldDocumentSchema).check(z.maxLength(30))),
  /** Cities the traveller named, in order: the route planner opens with them. */
  plannedCities: z.optional(plannedCitiesSchema),
  flowStep: flowStepSchema,
  language: z.enum(SUPPORTED_LANGUAGES),
});
export type ReplyMetadata = z.infer<typeof replyMetadataSchema>;

/** Metadata a stored message may carry: the reply's, all optional, plus type and upsell. */
export const storedMetadataSchema = z.extend(z.partial(replyMetadataSchema), {
  type: z.optional(z.string().check(z.maxLength(50))),
  upsell: z.optional(upsellSchema),
});
export type StoredMetadata = z.infer<typeof storedMetadataSchema>;

/** A chat message (product.md §3.2). */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  type: z.string(),
  upsell: z.optional(upsellSchema),
  metadata: z.optional(storedMetadataSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const sessionBodySchema = z.object({ sessionId: sessionIdSchema });
export type SessionBody = z.infer<typeof sessionBodySchema>;
export const successResponseSchema = z.object({ success: z.literal(true) });

/** A write or a turn that would take a conversation past CHAT.maxSessionMessages (409). */
export const CHAT_SESSION_FULL = `This conversation has reached its ${CHAT.maxSessionMessages} messages; start a new chat`;

/** POST /api/chat/messages: a traveller's message is held to what the chat input allows. */
export const saveMessageRequestSchema = /* @__PURE__ */ z
  .object({
    sessionId: sessionIdSchema,
    role: chatRoleSchema,
    content: z
      .string()
      .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(CHAT.maxStoredMessageChars)),
    metadata: z.optional(storedMetadataSchema),
  })
  .check(
    z.refine((body) => body.role !== 'user' || body.content.length <= CHAT.maxUserMessageChars, {
      message: `Too big: a traveller's message has at most ${CHAT.maxUserMessageChars} characters`,
      path: ['content'],
    }),
  );
export type SaveMessageRequest = z.input<typeof saveMessageRequestSchema>;
export const saveMessageResponseSchema = z.object({ message: chatMessageSchema });

/**
 * A step button: the step it was offered in, which button, and what the step collected.
 * The server checks the step offers it (400 otherwise).
 */
export const flowActionSchema = z.object({
  type: flowActionTypeSchema,
  flowStep: z.enum(FLOW_STEPS),
  /** The button's value, e.g. the chosen travel purposes. */
  values: z.optional(
    /* @__PURE__ */ z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20)),
  ),
  /** The cities a city panel's Continue chose (select_cities), or the trip a step is about. */
  trip: z.optional(tripSelectionSchema),
  /** The preference wizard's answers before this button (travel_preferences_step1..5). */
  preferences: z.optional(travelPreferencesSchema),
});
export type FlowAction = z.infer<typeof flowActionSchema>;

/** POST /api/chat/completions */
export const completionRequestSchema = z.object({
  sessionId: sessionIdSchema,
  message: /* @__PURE__ */ z
    .string()
    .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(CHAT.maxUserMessageChars)),
  /** A country name or code, or 'Unknown' (product.md §3.2). */
  nationality: z._default(countryNameSchema, CHAT.unknownCountry),
  destination: z._default(countryNameSchema, CHAT.unknownCountry),
  /** The reply language; else Accept-Language; else the message's own language. */
  language: z.optional(z.enum(SUPPORTED_LANGUAGES)),
  /** The step the chat is in: the flowStep of the last assistant reply. */
  flowStep: z.optional(flowStepSchema),
  travelPurposes: z.optional(/* @__PURE__ */ z.array(travelPurposeSchema).check(z.maxLength(20))),
  /** The visa questionnaire's answers collected so far (stored under visaQuestionnaireData). */
  visaQuestionnaire: z.optional(visaQuestionnaireDataSchema),
  action: z.optional(flowActionSchema),
});
export type CompletionRequest = z.input<typeof completionRequestSchema>;

/**
 * The travel context the server keeps for a conversation and answers with after every turn.
 * Each turn starts from it; the client only mirrors it (its storage, the dialogs' route).
 */
export const conversationSchema = z.object({
  /** English names, for the banner and the storage mirror; the codes are what the server uses. */
  nationality: z.optional(countryNameSchema),
  destination: z.optional(countryNameSchema),
  nationalityCode: z.optional(countryCodeSchema),
  destinationCode: z.optional(countryCodeSchema),
  /** The step the last reply left the conversation in. */
  flowStep: z.optional(flowStepSchema),
  /** What the city selection is for. */
  tripService: z.optional(z.enum(['flight', 'hotel'])),
  /** The cities chosen: direct or multi-city, every city, the return city. */
  trip: z.optional(tripSelectionSchema),
  travelPurposes: z.optional(z.array(travelPurposeSchema).check(z.maxLength(20))),
  visaQuestionnaire: z.optional(visaQuestionnaireDataSchema),
  travelPreferences: z.optional(travelPreferencesSchema),
  /** How many times the conversation has changed: a turn answered from an older one is refused. */
  revision: z.optional(z.int().check(z.gte(0))),
  /** What the conversation has booked (its confirmed flight and hotel reservations). */
  bookedServices: z.optional(z.array(z.enum(['flight', 'hotel'])).check(z.maxLength(2))),
  /** Visas and residence permits the traveller said they hold: exemptions that apply to them. */
  holds: z.optional(z.array(heldDocumentSchema).check(z.maxLength(30))),
  /** Cities the traveller named, kept for the route planner. */
  plannedCities: z.optional(plannedCitiesSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const completionResponseSchema = z.object({
  content: z.string(),
  type: z.string(),
  upsell: z.optional(upsellSchema),
  metadata: replyMetadataSchema,
  /** The conversation as the server holds it after this turn. */
  conversation: z.optional(conversationSchema),
  /** The ids the server stored the message and the reply under. */
  userMessageId: z.optional(z.string()),
  messageId: z.optional(z.string()),
  /** When the server stored them (ISO 8601). */
  timestamp: z.optional(z.string()),
});
export type CompletionResponse = z.infer<typeof completionResponseSchema>;

/** GET /api/chat/messages/{sessionId}/recent */
export const recentMessagesResponseSchema = z.object({ messages: z.array(chatMessageSchema) });

/** GET /api/chat/history?sessionId= (product.md §11.3: metadata holds type and upsell). */
export const historyItemSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  timestamp: z.string(),
  metadata: storedMetadataSchema,
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyResponseSchema = z.array(historyItemSchema);
/**
 * The latest `limit` messages (by default and at most CHAT.historyMaxLimit, which a
 * conversation never exceeds), or those just before the message `before`: a client pages back
 * by passing the id of the first message it holds.
 */
export const historyQuerySchema = z.object({
  sessionId: sessionIdSchema,
  limit: z.optional(
    /* @__PURE__ */ z.coerce.number().check(z.int(), z.gte(1), z.lte(CHAT.historyMaxLimit)),
  ),
  before: z.optional(z.uuid('must be a message id')),
});

/** The conversation as the server holds it (POST /api/chat/trip, GET /api/chat/conversation). */
export const conversationResponseSchema = z.object({ conversation: conversationSchema });

/** GET /api/chat/conversation?sessionId=: the conversation's travel context, to reopen it. */
export const conversationQuerySchema = z.object({ sessionId: sessionIdSchema });
