import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const clientErrorSchema = z.object({
  message: z.string().trim().min(1).max(2_000),
  stack: z.string().max(8_000).optional(),
  url: z.string().max(2_048),
});

export const clientErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/client-errors - the web app's error boundary reports a crash so operators see it
  app.post(
    '/api/client-errors',
    { schema: { body: clientErrorSchema }, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'web app error reported');
      return reply.status(204).send();
    },
  );
};
