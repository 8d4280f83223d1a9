import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@common/contracts/error';
import { healthResponseSchema, liveResponseSchema } from '@common/contracts/health';

export const getHealthRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: errorResponseSchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return reply.status(503).send({ message: 'Database unavailable' });
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
  // Liveness: touches nothing, so a restart is only asked of a process that cannot answer at all
  // (a database outage is the readiness check's 503 above). Also the benchmark's baseline.
  app.get('/api/health/live', { schema: { response: { 200: liveResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));
};
