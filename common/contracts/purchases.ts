import * as z from 'zod/mini';
import { PURCHASABLE_SERVICE_TYPES } from '../constants';
import { sessionIdSchema } from './chat';
import { emailSchema } from './email';
import { VISA_ORDER_TYPES } from './visa-orders';

// What a signed-in user has bought (product.md §5.1, §5.2; the dashboard lists them, §8.4).
// Kept general: visa orders now, add-on documents (issue 8) later.

/** The dashboard shows at most this many, newest first. */
export const MAX_LISTED_PURCHASES = 500;

export const purchaseSchema = z.object({
  id: z.string(),
  /** A service type: 'visa-bundle', 'visa-service', 'travel-insurance', 'dummy-flight', … */
  type: z.string(),
  /** English; the dashboard translates it. */
  serviceName: z.string(),
  /** The destination's English name, when the purchase has one. */
  destination: z.nullable(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  /** Like '49.00'. */
  price: z.string(),
  currency: z.string().check(z.length(3)),
  status: z.string(),
  /** The server-issued reference: VB-/VS- and 9 characters for visa orders, 9 for add-ons. */
  reference: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** GET /api/purchases */
export const purchasesResponseSchema = z.array(purchaseSchema);
export type PurchasesResponse = z.infer<typeof purchasesResponseSchema>;

/** The passenger: name, passport and phone are required (product.md §5.1). */
export const passengerInfoSchema = z.object({
  passengerName: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(120)),
  passportNumber: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(30)),
  phoneNumber: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(40)),
  email: z.optional(z.union([emailSchema, z.literal('')])),
});
export type PassengerInfo = z.infer<typeof passengerInfoSchema>;

const cityText = z.string().check(z.trim(), z.maxLength(100));

/**
 * Purchase metadata (product.md §5.1): the booking data plus nationality, destination, passenger.
 */
export const purchaseMetadataSchema = z.object({
  fromCity: z.optional(cityText),
  toCity: z.optional(cityText),
  additionalCities: z.optional(z.array(cityText).check(z.maxLength(10))),
  mode: z.optional(z.enum(['direct', 'multi'])),
  /** The city the traveller flies home from, when the trip names one. */
  returnCity: z.optional(cityText),
  nationality: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  destination: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  passengerInfo: passengerInfoSchema,
});
export type PurchaseMetadata = z.infer<typeof purchaseMetadataSchema>;

/**
 * POST /api/purchases. The server decides the price and the service name
 * from the service type (common/constants priceOfService, SERVICE_NAMES); a `price` that differs
 * is refused with 400, never charged, and a type it does not sell is refused with 400.
 */
export const createPurchaseRequestSchema = z.object({
  type: z
    .string()
    .check(
      z.trim(),
      z.regex(/^[a-z0-9-]{1,50}$/, 'must be a service type such as travel-insurance'),
    ),
  /** Accepted for older clients and ignored: the server names the service from its type. */
  serviceName: z.optional(z.string().check(z.maxLength(200))),
  destination: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  metadata: purchaseMetadataSchema,
  price: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  /** Always 'confirmed' (product.md §5.1). */
  status: z.optional(z.literal('confirmed')),
  /** The conversation it is bought from: its trip record lists it (product.md §4.9). */
  sessionId: z.optional(sessionIdSchema),
});
export type CreatePurchaseRequest = z.input<typeof createPurchaseRequestSchema>;

/** Add-on references (product.md §1.4): 9 upper-case letters or digits. */
export const addonReferenceSchema = z.string().check(z.regex(/^[A-Z0-9]{9}$/));

/** Types POST /api/purchases refuses: visa orders have their own call and prices. */
export const TYPES_SOLD_ELSEWHERE: readonly string[] = VISA_ORDER_TYPES;

/** The 400 message for a type POST /api/purchases does not sell. */
export const UNKNOWN_SERVICE_TYPE_MESSAGE = `Unknown service type; one of ${PURCHASABLE_SERVICE_TYPES.join(', ')}`;

/** The 400 message for a `price` that is not the service's price. */
export function priceMismatchMessage(price: string): string {
  return `Price does not match the service price of $${price}`;
}

/**
 * DELETE /api/purchases/{id} and GET /api/download/{id}: the id of one of the user's purchases
 * or bookings (the dashboard deletes and downloads both through these paths).
 */
export const recordIdParamsSchema = z.object({ id: z.uuid('must be an id') });
