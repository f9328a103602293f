import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWebhookSchema,
  deliveryListSchema,
  deliveryQuerySchema,
  deliverySchema,
  updateWebhookSchema,
  webhookEndpointSchema,
  webhookListSchema,
  webhookWithSecretSchema,
} from '../../../shared/webhooks';
import { actorOf, type Guards } from '../../platform/http/guards';
import type { WebhooksService } from './webhooks.service';

// Outgoing webhooks (ADR 0033): a workspace's endpoints, managed by its admins and owners.

const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ description: "The endpoint's id.", examples: ['7d0c5d9e-2f4b-4c1a-8e3d-9a6b5c4d3e2f'] }),
});
const deliveryParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ description: "The delivery's id.", examples: ['2b7e4c1d-9a8f-4e6d-b5c4-3a2f1e0d9c8b'] }),
});
// A workspace's settings: the workspace scopes of API keys open them.
const read = { apiScope: 'workspace:read', role: 'admin' } as const;
const write = { apiScope: 'workspace:write', role: 'admin' } as const;
const tags = ['Webhooks'];

export const webhooksRoutes =
  (webhooks: WebhooksService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // GET /api/webhooks - the workspace's endpoints
    app.get(
      '/api/webhooks',
      {
        config: read,
        schema: {
          summary: 'List webhook endpoints',
          operationId: 'listWebhooks',
          tags,
          response: { 200: webhookListSchema },
        },
      },
      async (request) => ({ items: await webhooks.list(actorOf(request)) }),
    );

    // POST /api/webhooks - a new endpoint, with its secret shown this once
    app.post(
      '/api/webhooks',
      {
        config: write,
        schema: {
          summary: 'Create a webhook endpoint',
          description:
            'An HTTPS URL (private, loopback and metadata addresses refused) and the events it wants. The answer carries the signing secret, shown this once.',
          operationId: 'createWebhook',
          tags,
          body: createWebhookSchema,
          response: { 201: webhookWithSecretSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await webhooks.create(actorOf(request), request.body)),
    );

    // PATCH /api/webhooks/:id - its URL, events, description, or whether it is on
    app.patch(
      '/api/webhooks/:id',
      {
        config: write,
        schema: {
          summary: 'Edit a webhook endpoint',
          operationId: 'updateWebhook',
          tags,
          params: idParams,
          body: updateWebhookSchema,
          response: { 200: webhookEndpointSchema },
        },
      },
      async (request) => webhooks.update(actorOf(request), request.params.id, request.body),
    );

    // DELETE /api/webhooks/:id - the endpoint and its log
    app.delete(
      '/api/webhooks/:id',
      {
        config: write,
        schema: {
          summary: 'Delete a webhook endpoint',
          operationId: 'deleteWebhook',
          tags,
          params: idParams,
          response: { 204: z.undefined().describe('The endpoint and its log are deleted.') },
        },
      },
      async (request, reply) => {
        await webhooks.remove(actorOf(request), request.params.id);
        return reply.code(204).send();
      },
    );

    // POST /api/webhooks/:id/rotate-secret - a new secret; the old one signs too for 24 hours
    app.post(
      '/api/webhooks/:id/rotate-secret',
      {
        config: write,
        schema: {
          summary: "Rotate a webhook endpoint's secret",
          description: 'A new secret, shown once; for 24 hours every message is signed with the old one too.',
          operationId: 'rotateWebhookSecret',
          tags,
          params: idParams,
          response: { 200: webhookWithSecretSchema },
        },
      },
      async (request) => webhooks.rotateSecret(actorOf(request), request.params.id),
    );

    // POST /api/webhooks/:id/test - a webhook.test event to this endpoint
    app.post(
      '/api/webhooks/:id/test',
      {
        config: write,
        schema: {
          summary: 'Send a test event',
          operationId: 'testWebhook',
          tags,
          params: idParams,
          response: { 202: z.undefined().describe('Queued; its delivery shows in the log.') },
        },
      },
      async (request, reply) => {
        await webhooks.sendTest(actorOf(request), request.params.id);
        return reply.code(202).send();
      },
    );

    // GET /api/webhooks/:id/deliveries - its log, newest first
    app.get(
      '/api/webhooks/:id/deliveries',
      {
        config: read,
        schema: {
          summary: "List a webhook endpoint's deliveries",
          description: 'The last 30 days, newest first, 50 a page; filter by event and outcome.',
          operationId: 'listWebhookDeliveries',
          tags,
          params: idParams,
          querystring: deliveryQuerySchema,
          response: { 200: deliveryListSchema },
        },
      },
      async (request) => webhooks.log(actorOf(request), request.params.id, request.query),
    );

    // POST /api/webhooks/deliveries/:id/resend - the same message again
    app.post(
      '/api/webhooks/deliveries/:id/resend',
      {
        config: write,
        schema: {
          summary: 'Resend a delivery',
          description: 'The same message (same webhook-id) again, as a new delivery in the log.',
          operationId: 'resendWebhookDelivery',
          tags,
          params: deliveryParams,
          response: { 202: deliverySchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await webhooks.resend(actorOf(request), request.params.id)),
    );
  };
