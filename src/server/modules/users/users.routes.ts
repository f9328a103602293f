import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema, updateMeSchema } from '../../../shared/account';
import { principalOf, type Guards } from '../../platform/http/guards';
import type { UsersService } from './users.service';

export const meRoutes =
  (users: UsersService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // GET /api/me - profile, plan, subscription state and entitlements of the signed-in user
    app.get('/api/me', { schema: { response: { 200: meSchema } } }, async (request) =>
      users.getMe(principalOf(request).id),
    );

    // PATCH /api/me - change name, username and preferences
    app.patch('/api/me', { schema: { body: updateMeSchema, response: { 200: meSchema } } }, async (request) =>
      users.updateMe(principalOf(request).id, request.body),
    );
  };
