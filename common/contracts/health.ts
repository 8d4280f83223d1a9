import * as z from 'zod/mini';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process answers HTTP; nothing else is asked (liveness). */
export const liveResponseSchema = z.object({ status: z.literal('ok') });

/**
 * GET /api/health/mail: whether a mailer sends the outbox, and its rows by outcome ('sending'
 * counts as queued). The client reads `enabled` to promise email only when it is sent.
 */
export const mailHealthResponseSchema = z.object({
  enabled: z.boolean(),
  queued: z.int(),
  sent: z.int(),
  failed: z.int(),
});
export type MailHealthResponse = z.infer<typeof mailHealthResponseSchema>;
