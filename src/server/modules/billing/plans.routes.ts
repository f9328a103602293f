import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planSchema } from '../../../shared/plans';
import type { PlansService } from './plans.service';

export const plansRoutes =
  (plans: PlansService): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/plans - the plans on sale (public; the pricing page reads it)
    app.get('/api/plans', { schema: { response: { 200: z.array(planSchema) } } }, async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return plans.list();
    });
  };
