import { z } from 'zod';
import {
  testEvent,
  webhookData,
  webhookEvents,
  webhookMessageSchema,
  webhookSchemaVersion,
  type WebhookMessageType,
} from '../../../shared/webhook-events';

// The OpenAPI document's `webhooks` section (OpenAPI 3.1): what an endpoint receives for each
// event type, from the one schema of each in shared/webhook-events.ts, so that the typed client's
// types carry the messages too. A schema the routes also use (the link) is referred to among the
// document's components, not copied.

type Json = Record<string, unknown>;

const signatureHeaders = [
  {
    name: 'webhook-id',
    description: 'The message’s id: the same on every try and every endpoint; drop one you have seen.',
  },
  { name: 'webhook-timestamp', description: 'When this try was signed, in seconds since the epoch.' },
  {
    name: 'webhook-signature',
    description:
      'v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the endpoint’s secret; during a rotation, two of them, space-separated.',
  },
];

/** `#/$defs/Link` -> `#/components/schemas/Link`, in place. */
function pointAtComponents(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(pointAtComponents);
  if (typeof value !== 'object' || value === null) return;
  const object = value as Json;
  if (typeof object.$ref === 'string' && object.$ref.startsWith('#/$defs/'))
    object.$ref = `#/components/schemas/${object.$ref.slice('#/$defs/'.length)}`;
  Object.values(object).forEach(pointAtComponents);
}

/**
 * The section, and the schemas its messages refer to (to add to the components that do not have
 * them already).
 */
export function webhooksSection(): { webhooks: Json; schemas: Json } {
  const webhooks: Json = {};
  const schemas: Json = {};
  const types: WebhookMessageType[] = [...webhookEvents, testEvent];
  for (const type of types) {
    const {
      $defs,
      $schema: _schema,
      ...schema
    } = z.toJSONSchema(webhookMessageSchema(type), {
      io: 'output',
      unrepresentable: 'any',
    }) as Json & { $defs?: Json; $schema?: string };
    pointAtComponents(schema);
    for (const [name, definition] of Object.entries($defs ?? {})) {
      pointAtComponents(definition);
      schemas[name] ??= definition;
    }
    webhooks[type] = {
      post: {
        operationId: `webhook_${type.replace(/\W/g, '_')}`,
        summary: type,
        description: `${webhookData[type].summary} Schema version ${webhookSchemaVersion}.`,
        tags: ['Webhooks'],
        parameters: signatureHeaders.map(({ name, description }) => ({
          name,
          in: 'header',
          required: true,
          description,
          schema: { type: 'string' },
        })),
        requestBody: { required: true, content: { 'application/json': { schema } } },
        responses: {
          '2XX': { description: 'Delivered.' },
          '410': { description: 'Gone: the endpoint is turned off and hears nothing more.' },
          default: { description: 'Any other answer, or none in 10 s: tried again later.' },
        },
      },
    };
  }
  return { webhooks, schemas };
}
