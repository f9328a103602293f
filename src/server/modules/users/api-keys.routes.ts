import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
  maxApiKeysPerAccount,
} from '../../../shared/api-keys';
import { principalOf, type Guards } from '../../platform/http/guards';
import type { ApiKeysService } from './api-keys.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

// The account's API keys (/settings). Signed-in sessions only: no route here has an apiScope, so a
// key can never make, list or revoke keys.
export const apiKeysRoutes =
  (keys: ApiKeysService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // GET /api/api-keys - the account's keys that are not revoked, newest first
    app.get('/api/api-keys', { schema: { response: { 200: apiKeyListSchema } } }, async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { items: await keys.list(principalOf(request).id), limit: maxApiKeysPerAccount };
    });

    // POST /api/api-keys - make a key: the answer holds the key itself, this once
    app.post(
      '/api/api-keys',
      { schema: { body: createApiKeySchema, response: { 201: createdApiKeySchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .header('Cache-Control', 'no-store')
          .send(await keys.create(principalOf(request).id, request.body)),
    );

    // DELETE /api/api-keys/:id - revoke a key: it stops working at once, on every process
    app.delete('/api/api-keys/:id', { schema: { params: idParams } }, async (request, reply) => {
      await keys.revoke(principalOf(request).id, request.params.id);
      return reply.status(204).send();
    });
  };
