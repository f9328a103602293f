import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdProbeSchema,
  createProbeSchema,
  probeAnswersSchema,
  probeListSchema,
  probeWorkSchema,
} from '../../../shared/checks';
import type { Guards } from '../../platform/http/guards';
import type { ProbesService } from './probes.service';

const idParams = z.object({ id: z.uuid('Not a probe id.') });

export const adminProbeRoutes =
  (probes: ProbesService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // GET /api/admin/probes - the remote probes (never their tokens)
    app.get('/api/admin/probes', { schema: { response: { 200: probeListSchema } } }, () => probes.list());

    // POST /api/admin/probes - a new probe; its token is in this answer and nowhere else
    app.post(
      '/api/admin/probes',
      { schema: { body: createProbeSchema, response: { 201: createdProbeSchema } } },
      async (request, reply) => reply.status(201).send(await probes.create(request.body)),
    );

    // DELETE /api/admin/probes/:id - its token stops working; its answers go with it
    app.delete('/api/admin/probes/:id', { schema: { params: idParams } }, async (request, reply) => {
      await probes.remove(request.params.id);
      return reply.status(204).send();
    });
  };

/**
 * The probe's own API. No session: the probe sends its token as a bearer credential. Its POST
 * carries no cookies, so the same-origin rule (platform/http/same-origin.ts) lets it through to here,
 * as it does any API client without ambient authority. The token is checked in the handler, after
 * the body is validated, as the session guards check theirs (preHandler): a bad body is named first.
 */
export const probeRoutes =
  (probes: ProbesService): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/probe/work - the resolvers to ask and the names to ask them about
    app.get('/api/probe/work', { schema: { response: { 200: probeWorkSchema } } }, async (request) =>
      probes.work(await probes.authenticate(request.headers.authorization)),
    );

    // POST /api/probe/answers - what they answered (at most 5,000 at once)
    app.post(
      '/api/probe/answers',
      // 5,000 answers with a few records each pass the app's 1 MB; each field has its own bound.
      { schema: { body: probeAnswersSchema }, bodyLimit: 8 * 1024 * 1024 },
      async (request, reply) => {
        const probe = await probes.authenticate(request.headers.authorization);
        await probes.report(probe, request.body.answers);
        return reply.status(204).send();
      },
    );
  };
