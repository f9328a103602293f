import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderListSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminPlanListSchema,
  billingMethodsSchema,
  createOrderSchema,
  deletePlanResultSchema,
  gatewayInputSchema,
  gatewaySettingsSchema,
  gatewayTestResultSchema,
  gatewayTestSchema,
  orderListSchema,
  orderSchema,
  planInputSchema,
  receiptSchema,
  rejectOrderSchema,
  transferDetailsSchema,
} from '../../../shared/billing';
import { planSchema } from '../../../shared/plans';
import { actorOf, principalOf, type Guards } from '../../platform/http/guards';
import { notificationPath, type GatewayService } from './gateway.service';
import type { OrdersService } from './orders.service';
import type { PlansAdmin } from './plans-admin.service';

const orderParams = z.object({ id: z.string() });
const planParams = z.object({ id: z.coerce.number().int('Not a plan id.').positive('Not a plan id.') });

/** Public: /pricing says to everyone, signed in or not, when no way to pay is set up. */
export const billingMethodsRoutes =
  (gateway: GatewayService): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/billing/methods - which ways to pay checkout offers now
    app.get('/api/billing/methods', { schema: { response: { 200: billingMethodsSchema } } }, () =>
      gateway.methods(),
    );
  };

export const ordersRoutes =
  (orders: OrdersService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // POST /api/orders - an order for a plan for the request's workspace, at the plan's price
    app.post(
      '/api/orders',
      { config: { role: 'owner' }, schema: { body: createOrderSchema, response: { 201: orderSchema } } },
      async (request, reply) => reply.status(201).send(await orders.create(actorOf(request), request.body)),
    );

    // GET /api/orders - the workspace's orders, newest first (billing is its owners')
    app.get(
      '/api/orders',
      { config: { role: 'owner' }, schema: { response: { 200: orderListSchema } } },
      async (request) => ({ items: await orders.list(actorOf(request).workspaceId) }),
    );

    // GET /api/orders/:id - one order
    app.get(
      '/api/orders/:id',
      { config: { role: 'owner' }, schema: { params: orderParams, response: { 200: orderSchema } } },
      (request) => orders.get(actorOf(request).workspaceId, request.params.id),
    );

    // POST /api/orders/:id/transfer - what the user transferred (manual bank transfer)
    app.post(
      '/api/orders/:id/transfer',
      {
        config: { role: 'owner' },
        schema: { params: orderParams, body: transferDetailsSchema, response: { 200: orderSchema } },
      },
      (request) => orders.submitTransfer(actorOf(request).workspaceId, request.params.id, request.body),
    );

    // POST /api/orders/:id/cancel - a pending order is not wanted any more
    app.post(
      '/api/orders/:id/cancel',
      { config: { role: 'owner' }, schema: { params: orderParams, response: { 200: orderSchema } } },
      (request) => orders.cancel(actorOf(request).workspaceId, request.params.id),
    );

    // POST /api/orders/:id/resume - a pending Snap order's payment page again
    app.post(
      '/api/orders/:id/resume',
      { config: { role: 'owner' }, schema: { params: orderParams, response: { 200: orderSchema } } },
      (request) => orders.resume(actorOf(request).workspaceId, request.params.id),
    );

    // GET /api/orders/:id/receipt - a paid order's receipt
    app.get(
      '/api/orders/:id/receipt',
      { config: { role: 'owner' }, schema: { params: orderParams, response: { 200: receiptSchema } } },
      (request) => orders.receipt(actorOf(request), request.params.id),
    );
  };

/** Midtrans posts here (no session: the signature and the status API decide). */
export const notificationRoutes =
  (orders: OrdersService): FastifyPluginAsyncZod =>
  async (app) => {
    // POST /api/payments/midtrans/notification - Midtrans's HTTP notification
    app.post(notificationPath, async (request, reply) => {
      const answer = await orders.notification(request.body);
      return reply.status(answer.status).send({ message: answer.message });
    });
  };

export const adminBillingRoutes =
  (
    plans: PlansAdmin,
    gateway: GatewayService,
    orders: OrdersService,
    guards: Guards,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // GET /api/admin/plans - every plan with its subscribers
    app.get('/api/admin/plans', { schema: { response: { 200: adminPlanListSchema } } }, async () => ({
      items: await plans.list(),
    }));

    // POST /api/admin/plans - a new plan
    app.post(
      '/api/admin/plans',
      { schema: { body: planInputSchema, response: { 201: planSchema } } },
      async (request, reply) =>
        reply.status(201).send(await plans.create(principalOf(request).id, request.body)),
    );

    // PUT /api/admin/plans/:id - edit a plan
    app.put(
      '/api/admin/plans/:id',
      { schema: { params: planParams, body: planInputSchema, response: { 200: planSchema } } },
      (request) => plans.update(principalOf(request).id, request.params.id, request.body),
    );

    // DELETE /api/admin/plans/:id - delete, or archive while accounts use it
    app.delete(
      '/api/admin/plans/:id',
      { schema: { params: planParams, response: { 200: deletePlanResultSchema } } },
      (request) => plans.remove(principalOf(request).id, request.params.id),
    );

    // POST /api/admin/plans/:id/restore - an archived plan back on sale
    app.post(
      '/api/admin/plans/:id/restore',
      { schema: { params: planParams, response: { 200: planSchema } } },
      (request) => plans.restore(principalOf(request).id, request.params.id),
    );

    // GET /api/admin/payment-gateway - the settings, keys as masks
    app.get('/api/admin/payment-gateway', { schema: { response: { 200: gatewaySettingsSchema } } }, () =>
      gateway.settings(),
    );

    // PUT /api/admin/payment-gateway - save them (an omitted key keeps the stored one)
    app.put(
      '/api/admin/payment-gateway',
      { schema: { body: gatewayInputSchema, response: { 200: gatewaySettingsSchema } } },
      (request) => gateway.update(principalOf(request).id, request.body),
    );

    // POST /api/admin/payment-gateway/test - ask Midtrans with the given or stored server key
    app.post(
      '/api/admin/payment-gateway/test',
      { schema: { body: gatewayTestSchema, response: { 200: gatewayTestResultSchema } } },
      (request) => gateway.test(request.body.server_key),
    );

    // GET /api/admin/orders - every order, newest first, with filters
    app.get(
      '/api/admin/orders',
      { schema: { querystring: adminOrdersQuerySchema, response: { 200: adminOrderListSchema } } },
      (request) => orders.adminList(request.query),
    );

    // POST /api/admin/orders/:id/approve - a manual transfer arrived: paid
    app.post(
      '/api/admin/orders/:id/approve',
      { schema: { params: orderParams, response: { 200: adminOrderSchema } } },
      (request) => orders.approve(principalOf(request).id, request.params.id),
    );

    // POST /api/admin/orders/:id/reject - it did not: failed, with the reason
    app.post(
      '/api/admin/orders/:id/reject',
      { schema: { params: orderParams, body: rejectOrderSchema, response: { 200: adminOrderSchema } } },
      (request) => orders.reject(principalOf(request).id, request.params.id, request.body.reason),
    );
  };
