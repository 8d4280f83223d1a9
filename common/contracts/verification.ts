import * as z from 'zod/mini';

// Public verification of a reservation document (issue 8): what an embassy sees at
// /verify/{reference}. Never the passenger's name, only initials.

export const verificationParamsSchema = z.object({
  reference: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^[A-Z0-9-]{6,20}$/, 'must be a reservation reference'),
    ),
});

export const VERIFICATION_STATES = ['valid', 'expired', 'unknown'] as const;

/** The public page a document's QR code and printed link lead to. */
export function verifyPagePath(reference: string): string {
  return `/verify/${encodeURIComponent(reference)}`;
}

/** GET /api/verify/{reference} answers this with 404 when no document has the reference. */
export const UNKNOWN_REFERENCE_MESSAGE = 'No reservation with this reference';

/** Public lookups allowed per client IP in each minute. */
export const VERIFY_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const;

/** GET /api/verify/{reference}: 200 for a known reference (valid or expired), 404 unknown. */
export const verificationResponseSchema = z.object({
  reference: z.string(),
  state: z.enum(['valid', 'expired']),
  /** 'flight' or 'hotel' for bookings; a service type for purchases. */
  type: z.string(),
  /** 'Paris → Tokyo', or the hotel's city. */
  description: z.string(),
  /** ISO dates. */
  dates: z.object({
    start: z.optional(z.string()),
    end: z.optional(z.string()),
  }),
  status: z.string(),
  /** ISO 8601; after it the reservation is no longer valid. */
  validUntil: z.optional(z.string()),
  /** 'J. D.' */
  passengerInitials: z.string(),
  issuedAt: z.string(),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;
