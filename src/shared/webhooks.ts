import { z } from 'zod';
import { webhookEvents } from './webhook-events';

export { testEvent, webhookEvents, type WebhookEvent } from './webhook-events';

// Outgoing webhooks (ADR 0033): a workspace's endpoints, the events each wants, and the log of
// their deliveries. The API's shapes, shared by the server and the web app.
//
// Admins and owners of the workspace (plan flag `webhooks`):
//   GET    /api/webhooks                       the endpoints
//   POST   /api/webhooks                       { url, events, description?, enabled? } -> endpoint
//                                              with its secret, shown this once
//   PATCH  /api/webhooks/:id                   { url?, events?, description?, enabled? } -> endpoint
//   DELETE /api/webhooks/:id                   the endpoint and its log
//   POST   /api/webhooks/:id/rotate-secret     a new secret, shown once; the old one signs too
//                                              for 24 hours
//   POST   /api/webhooks/:id/test              a `webhook.test` event to this endpoint
//   GET    /api/webhooks/:id/deliveries        its log (30 days), newest first, by event and outcome
//   POST   /api/webhooks/deliveries/:id/resend the same message again, as a new delivery

/** Failures in a row after which an endpoint is turned off; its owners are told at each fifth. */
export const maxConsecutiveFailures = 20;
export const failureNoticeEvery = 5;
/** How long the old secret still signs after a rotation. */
export const secretOverlapHours = 24;
/** How long the log keeps a delivery. */
export const deliveryLogDays = 30;
export const maxEndpointsPerWorkspace = 10;

const httpsUrl = z
  .string()
  .trim()
  .min(1, 'Enter the URL that receives the events.')
  .max(2_048, 'Use at most 2048 characters.')
  .refine(
    (value) => /^https:\/\/[^\s/?#]+/i.test(value) && URL.canParse(value),
    'Enter a URL starting with https://.',
  );

const eventList = z
  .array(z.enum(webhookEvents, { error: 'Choose events from the list.' }))
  .min(1, 'Choose at least one event.')
  .refine((events) => new Set(events).size === events.length, 'Name each event once.');

const description = z.string().trim().max(200, 'Use at most 200 characters.');

export const createWebhookSchema = z
  .object({
    url: httpsUrl,
    events: eventList,
    description: description.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .meta({
    examples: [
      { url: 'https://crm.example.com/hooks/ringkas', events: ['link.created'], description: 'CRM' },
    ],
  });
export type CreateWebhook = z.infer<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .object({ url: httpsUrl, events: eventList, description, enabled: z.boolean() })
  .partial()
  .strict()
  .refine(
    (body) => Object.keys(body).length > 0,
    'Change the URL, the events, the description or whether it is on.',
  )
  .meta({ examples: [{ enabled: false }] });
export type UpdateWebhook = z.infer<typeof updateWebhookSchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string(),
    enabled: z.boolean(),
    /** Why it was turned off by the server (410, or 20 failures in a row); null: on, or by a person. */
    disabled_reason: z.string().nullable(),
    consecutive_failures: z.number().int(),
    /** The secret's last four characters, to tell secrets apart (it is shown whole only once). */
    secret_hint: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({
    id: 'WebhookEndpoint',
    examples: [
      {
        id: '7d0c5d9e-2f4b-4c1a-8e3d-9a6b5c4d3e2f',
        url: 'https://crm.example.com/hooks/ringkas',
        events: ['link.created'],
        description: 'CRM',
        enabled: true,
        disabled_reason: null,
        consecutive_failures: 0,
        secret_hint: 'x9Qk',
        created_at: '2026-11-30T08:00:00.000Z',
        updated_at: '2026-11-30T08:00:00.000Z',
      },
    ],
  });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** An endpoint as made or rotated: with its signing secret (`whsec_…`), shown this once. */
export const webhookWithSecretSchema = webhookEndpointSchema
  .extend({ secret: z.string() })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const webhookListSchema = z.object({ items: z.array(webhookEndpointSchema) }).meta({
  examples: [
    {
      items: [
        {
          id: '7d0c5d9e-2f4b-4c1a-8e3d-9a6b5c4d3e2f',
          url: 'https://crm.example.com/hooks/ringkas',
          events: ['link.created'],
          description: 'CRM',
          enabled: true,
          disabled_reason: null,
          consecutive_failures: 0,
          secret_hint: 'x9Qk',
          created_at: '2026-11-30T08:00:00.000Z',
          updated_at: '2026-11-30T08:00:00.000Z',
        },
      ],
    },
  ],
});

export const deliveryOutcomes = ['pending', 'delivered', 'failed'] as const;
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

export const deliverySchema = z
  .object({
    id: z.string(),
    /** The message's id: the `webhook-id` header, the same on every try and resend of it. */
    message_id: z.string(),
    event: z.string(),
    outcome: z.enum(deliveryOutcomes),
    attempts: z.number().int(),
    /** The last try's HTTP status; null: no answer (a time-out, a refused address). */
    status_code: z.number().int().nullable(),
    latency_ms: z.number().int().nullable(),
    /** The start of the last answer's body (at most 1 KB), or why there was none. */
    response_excerpt: z.string().nullable(),
    created_at: z.string(),
    /** When the last try was made; null: not yet. */
    attempted_at: z.string().nullable(),
    /** When the next try is due; null: none (delivered or given up). */
    next_attempt_at: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryQuerySchema = z
  .object({
    event: z.string().max(64).optional(),
    outcome: z.enum(deliveryOutcomes, { error: 'Choose pending, delivered or failed.' }).optional(),
    page: z.coerce.number().int().min(1).max(1_000).default(1),
  })
  .strict();

export const deliveryListSchema = z.object({
  items: z.array(deliverySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
