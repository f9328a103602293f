import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema, updateMeSchema } from '../../../shared/account';
import { workspaceHeader } from '../../../shared/workspaces';
import { principalOf, type Guards } from '../../platform/http/guards';
import type { UsersService } from './users.service';

export const meRoutes =
  (users: UsersService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // GET /api/me - profile, plan, subscription state and entitlements of the signed-in user; the
    // plan's of the workspace the request names (Ringkas-Workspace) when it is a member there
    app.get('/api/me', { schema: { response: { 200: meSchema } } }, async (request) => {
      const named = request.headers[workspaceHeader];
      return users.getMe(principalOf(request).id, typeof named === 'string' ? named.trim() : undefined);
    });

    // PATCH /api/me - change name, username and preferences
    app.patch('/api/me', { schema: { body: updateMeSchema, response: { 200: meSchema } } }, async (request) =>
      users.updateMe(principalOf(request).id, request.body),
    );
  };
