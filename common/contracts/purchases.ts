import { z } from 'zod';

// What a signed-in user has bought (platform §3 Purchase; the dashboard lists them, flows §2).
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
  destination: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  /** Like '49.00'. */
  price: z.string(),
  currency: z.string().length(3),
  status: z.string(),
  /** The server-issued order reference (VB-…, VS-…). */
  reference: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** GET /api/purchases */
export const purchasesResponseSchema = z.array(purchaseSchema);
export type PurchasesResponse = z.infer<typeof purchasesResponseSchema>;
