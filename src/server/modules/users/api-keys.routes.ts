import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
  maxApiKeysPerAccount,
} from '../../../shared/api-keys';
import { actorOf, type Guards } from '../../platform/http/guards';
import type { ApiKeysService } from './api-keys.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

// The workspace's API keys (/settings), for its members: each key acts in the workspace with a
// role no higher than its maker's (ADR 0026). Signed-in sessions only: no route here has an
// apiScope, so a key can never make, list or revoke keys.
export const apiKeysRoutes =
  (keys: ApiKeysService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // GET /api/api-keys - the workspace's keys that are not revoked, newest first
    app.get(
      '/api/api-keys',
      { config: { role: 'member' }, schema: { response: { 200: apiKeyListSchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return { items: await keys.list(actorOf(request)), limit: maxApiKeysPerAccount };
      },
    );

    // POST /api/api-keys - make a key: the answer holds the key itself, this once
    app.post(
      '/api/api-keys',
      {
        config: { role: 'member' },
        schema: { body: createApiKeySchema, response: { 201: createdApiKeySchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .header('Cache-Control', 'no-store')
          .send(await keys.create(actorOf(request), request.body)),
    );

    // DELETE /api/api-keys/:id - revoke a key (one's own; an admin's: any): it stops working at once, on every process
    app.delete(
      '/api/api-keys/:id',
      { config: { role: 'member' }, schema: { params: idParams } },
      async (request, reply) => {
        await keys.revoke(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
