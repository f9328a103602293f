import { z } from 'zod';
import { paymentMethods } from './billing';
import { checkStates } from './checks';
import { linkSchema } from './links';
import { workspaceRoles } from './workspaces';

// What an outgoing webhook's message carries (ADR 0033): `{ type, version, timestamp, data }`,
// one `data` schema per event type. `version` is the schema's: a change that could break a
// receiver (a field removed or retyped) makes a new version; fields are only ever added within one.
// The OpenAPI document lists each under `webhooks` (platform/http/openapi-webhooks.ts), and the
// typed client's types are made from it.

/** Every event an endpoint may want, in the order the settings page lists them. */
export const webhookEvents = [
  'link.created',
  'link.updated',
  'link.deleted',
  'link.clicked',
  'domain.verified',
  'domain.lost',
  'check.state_changed',
  'payment.paid',
  'subscription.changed',
  'member.added',
  'member.removed',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
/** What "Send a test event" sends: to one endpoint, whatever it listens to. */
export const testEvent = 'webhook.test';
export type WebhookMessageType = WebhookEvent | typeof testEvent;

/** The version of every event's schema today. */
export const webhookSchemaVersion = 1;
/** The most clicks one `link.clicked` message carries. */
export const maxClicksPerMessage = 100;

const deletedLinkSchema = z.object({
  id: z.string(),
  domain: z.string(),
  short_url: z.string(),
  link: z.string(),
});

const clickSchema = z.object({
  link_id: z.string(),
  domain: z.string(),
  short_url: z.string(),
  /** When the visit was answered (ISO 8601). */
  clicked_at: z.string(),
  /** ISO 3166-1 alpha-2; null: not known. */
  country: z.string().nullable(),
  device: z.string(),
  os: z.string().nullable(),
  browser: z.string().nullable(),
  referrer_host: z.string().nullable(),
  /** Where the visitor was sent. */
  destination: z.string(),
  /** Whether the visit came through the link's QR code. */
  qr: z.boolean(),
});

const clicksSchema = z.object({
  /** Visits by people (bots are counted nowhere and sent nowhere), oldest first, at most 100. */
  clicks: z.array(clickSchema),
});

const customDomainSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  /** verified, or pending / failed once lost. */
  status: z.string(),
  verified_at: z.string().nullable(),
  /** Why it is not verified (the DNS answer), for `domain.lost`. */
  last_error: z.string().nullable(),
});

const checkChangeSchema = z.object({
  domain: z.string(),
  /** The state before; null: the domain's first confirmed state. */
  from: z.enum(checkStates).nullable(),
  to: z.enum(checkStates),
  checked_at: z.string(),
});

const paymentSchema = z.object({
  order_id: z.string(),
  invoice_number: z.string().nullable(),
  plan: z.string(),
  /** Whole rupiah. */
  amount: z.number().int(),
  currency: z.literal('IDR'),
  method: z.enum(paymentMethods),
  paid_at: z.string(),
  /** The subscription's end after this payment; null: it does not end. */
  subscription_expires_at: z.string().nullable(),
});

const subscriptionSchema = z.object({
  plan: z.string(),
  /** null: it does not end. */
  expires_at: z.string().nullable(),
});

const memberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(workspaceRoles),
});

const removedMemberSchema = memberSchema.extend({
  /**
   * removed by an admin or owner, left of their own accord, or deleted with their account (then
   * the email and name are empty: they went with the account; the user_id is the one of
   * member.added).
   */
  reason: z.enum(['removed', 'left', 'deleted']),
});

const testSchema = z.object({ endpoint_id: z.string(), message: z.string() });

/** Each message type's `data`, and what a reader is told of it. */
export const webhookData = {
  'link.created': {
    schema: linkSchema,
    summary: 'A link was made (in the app, the API, a copy or an import).',
  },
  'link.updated': { schema: linkSchema, summary: 'A link was changed (one at a time or by a bulk action).' },
  'link.deleted': { schema: deletedLinkSchema, summary: 'A link was deleted.' },
  'link.clicked': {
    schema: clicksSchema,
    summary:
      'Visits to the workspace’s links, at most 100 a message; a message that is not full waits up to a second for more.',
  },
  'domain.verified': { schema: customDomainSchema, summary: 'A custom domain’s DNS proof was found.' },
  'domain.lost': { schema: customDomainSchema, summary: 'A verified custom domain lost its DNS proof.' },
  'check.state_changed': {
    schema: checkChangeSchema,
    summary: 'A watched domain’s confirmed state changed (up, down, blocked, expiring).',
  },
  'payment.paid': { schema: paymentSchema, summary: 'An order of the workspace was paid.' },
  'subscription.changed': {
    schema: subscriptionSchema,
    summary: 'The workspace’s plan or its end changed (a payment, an admin, an expiry).',
  },
  'member.added': { schema: memberSchema, summary: 'Someone joined the workspace.' },
  'member.removed': { schema: removedMemberSchema, summary: 'Someone left the workspace or was removed.' },
  'webhook.test': { schema: testSchema, summary: 'Sent by “Send test event”, to one endpoint.' },
} satisfies Record<WebhookMessageType, { schema: z.ZodType; summary: string }>;

export type WebhookData<Type extends WebhookMessageType> = z.output<(typeof webhookData)[Type]['schema']>;

/** A message's body as the endpoint receives it. */
export function webhookMessageSchema<Type extends WebhookMessageType>(type: Type) {
  return z.object({
    type: z.literal(type),
    version: z.literal(webhookSchemaVersion),
    /** When the event happened (ISO 8601); the `webhook-timestamp` header is when it was sent. */
    timestamp: z.string(),
    data: webhookData[type].schema,
  });
}
