import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserDetailSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  auditListSchema,
  auditQuerySchema,
  deletedUserSchema,
  extendSubscriptionSchema,
  setAdminSchema,
  setDisabledSchema,
  setSubscriptionSchema,
  workspaceSubscriptionSchema,
} from '../../../shared/admin-users';
import { principalOf, type Guards } from '../../platform/http/guards';
import type { UsersAdmin } from './users-admin.service';

const userParams = z.object({ id: z.string().min(1).max(100) });
const workspaceParams = z.object({ id: z.string().min(1).max(100) });

export const usersAdminRoutes =
  (admin: UsersAdmin, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // GET /api/admin/users - search, filters, sorting, paging
    app.get(
      '/api/admin/users',
      { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } } },
      (request) => admin.list(request.query),
    );

    // GET /api/admin/users/:id - one account with its counts and audit entries
    app.get(
      '/api/admin/users/:id',
      { schema: { params: userParams, response: { 200: adminUserDetailSchema } } },
      (request) => admin.detail(request.params.id),
    );

    // PUT /api/admin/workspaces/:id/subscription - set a workspace's plan and its end
    app.put(
      '/api/admin/workspaces/:id/subscription',
      {
        schema: {
          params: workspaceParams,
          body: setSubscriptionSchema,
          response: { 200: workspaceSubscriptionSchema },
        },
      },
      (request) =>
        admin.setWorkspaceSubscription(
          principalOf(request).id,
          request.params.id,
          request.body.plan,
          request.body.expires,
        ),
    );

    // PUT /api/admin/users/:id/subscription - set the plan and its end
    app.put(
      '/api/admin/users/:id/subscription',
      {
        schema: { params: userParams, body: setSubscriptionSchema, response: { 200: adminUserDetailSchema } },
      },
      (request) =>
        admin.setSubscription(
          principalOf(request).id,
          request.params.id,
          request.body.plan,
          request.body.expires,
        ),
    );

    // POST /api/admin/users/:id/extend - add days after the later of now and the end
    app.post(
      '/api/admin/users/:id/extend',
      {
        schema: {
          params: userParams,
          body: extendSubscriptionSchema,
          response: { 200: adminUserDetailSchema },
        },
      },
      (request) => admin.extend(principalOf(request).id, request.params.id, request.body.days),
    );

    // PUT /api/admin/users/:id/admin - grant or revoke admin (never the last admin)
    app.put(
      '/api/admin/users/:id/admin',
      { schema: { params: userParams, body: setAdminSchema, response: { 200: adminUserDetailSchema } } },
      (request) => admin.setAdmin(principalOf(request).id, request.params.id, request.body.is_admin),
    );

    // PUT /api/admin/users/:id/disabled - disable (sessions end at once) or enable
    app.put(
      '/api/admin/users/:id/disabled',
      { schema: { params: userParams, body: setDisabledSchema, response: { 200: adminUserDetailSchema } } },
      (request) =>
        admin.setDisabled(
          principalOf(request).id,
          request.params.id,
          request.body.disabled,
          request.body.reason,
        ),
    );

    // DELETE /api/admin/users/:id - the account and everything it owns
    app.delete(
      '/api/admin/users/:id',
      { schema: { params: userParams, response: { 200: deletedUserSchema } } },
      (request) => admin.remove(principalOf(request).id, request.params.id),
    );

    // GET /api/admin/audit - the audit log, newest first
    app.get(
      '/api/admin/audit',
      { schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } } },
      async (request) => {
        const items = await admin.auditLog({
          target: request.query.target,
          before: request.query.before,
          limit: 50,
        });
        return { items, next_cursor: items.length === 50 ? items[items.length - 1]!.id : null };
      },
    );
  };
