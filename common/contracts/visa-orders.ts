import * as z from 'zod/mini';
import { countryCodeSchema } from './country-code';
import { recommendedVisaTypeSchema } from '../visa-questionnaire';

// The visa help a traveller buys in the chat (product.md §3.5, §5.2): the $49 visa bundle and the
// professional visa service. The server issues the reference and decides the price.

export const VISA_ORDER_TYPES = ['visa-bundle', 'visa-service'] as const;
export const visaOrderTypeSchema = z.enum(VISA_ORDER_TYPES);
export type VisaOrderType = z.infer<typeof visaOrderTypeSchema>;

/** USD, as strings like the add-on prices; the service adds the government's own fees. */
export const VISA_ORDER_PRICES: Record<VisaOrderType, string> = {
  'visa-bundle': '49.00',
  'visa-service': '199.00',
};
/** What the bundle claims to save (product.md §3.5: 'save $30'). */
export const VISA_BUNDLE_SAVING_USD = 30;
/** How long the bundle's documents stay valid (product.md §3.5), from the order. */
export const VISA_BUNDLE_VALID_DAYS = 30;
export const VISA_ORDER_REFERENCE_PREFIX: Record<VisaOrderType, string> = {
  'visa-bundle': 'VB-',
  'visa-service': 'VS-',
};
/** 'VB-' or 'VS-' and 9 upper-case letters or digits. */
export const visaOrderReferenceSchema = z.string().check(z.regex(/^V[BS]-[A-Z0-9]{9}$/));

/**
 * Promised delivery by email (product.md §3.5): the bundle within 5 minutes, the service 2 hours.
 */
export const VISA_ORDER_DELIVERY_MINUTES: Record<VisaOrderType, number> = {
  'visa-bundle': 5,
  'visa-service': 120,
};

/** The professional service's delivery time in hours, as its panel and confirmation say it. */
export const VISA_SERVICE_DELIVERY_HOURS = VISA_ORDER_DELIVERY_MINUTES['visa-service'] / 60;

/**
 * The professional service's promises (product.md §3.5); the approval rate is the product's claim.
 */
export const VISA_SERVICE = {
  processingBusinessDays: { min: 10, max: 15 },
  approvalRatePercent: 95,
} as const;

/** POST /api/visa-orders (signed in). */
export const createVisaOrderRequestSchema = z.object({
  type: visaOrderTypeSchema,
  nationality: countryCodeSchema,
  destination: countryCodeSchema,
  visaType: z.optional(recommendedVisaTypeSchema),
});
export type CreateVisaOrderRequest = z.input<typeof createVisaOrderRequestSchema>;

export const visaOrderSchema = z.object({
  id: z.string(),
  reference: visaOrderReferenceSchema,
  type: visaOrderTypeSchema,
  nationality: countryCodeSchema,
  destination: countryCodeSchema,
  visaType: z.optional(recommendedVisaTypeSchema),
  price: z.string(),
  currency: z.string().check(z.length(3)),
  status: z.literal('confirmed'),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type VisaOrder = z.infer<typeof visaOrderSchema>;
