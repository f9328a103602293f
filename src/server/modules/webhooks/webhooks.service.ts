import { randomUUID } from 'node:crypto';
import {
  deliveryLogDays,
  maxEndpointsPerWorkspace,
  secretOverlapHours,
  testEvent,
  type CreateWebhook,
  type Delivery,
  type UpdateWebhook,
  type WebhookEndpoint,
  type WebhookEvent,
} from '../../../shared/webhooks';
import { webhookSchemaVersion, type WebhookData } from '../../../shared/webhook-events';
import type { Entitlements, Plan } from '../../../shared/plans';
import { AppError, notFound, validationFailed } from '../../platform/http/app-error';
import { featureNotInPlan } from '../../platform/http/plan-refusal';
import type { Actor } from '../../platform/http/principal';
import type { Outbound } from '../../platform/net/outbound';
import { SecretUnreadableError, type SecretBox } from '../../platform/runtime/secret-box';
import { sentWithoutThePlan } from './delivery';
import { newSecret, secretHint } from './webhook-signing';
import type { DeliveryRow, EndpointRow, WebhooksRepo } from './webhooks.repo';
import { webhooksText } from './texts-id';

// A workspace's webhook endpoints and what they hear (ADR 0033): the rules of the API, the events
// turned into messages for the endpoints that want them, and the log.

export interface WebhooksServiceDeps {
  repo: WebhooksRepo;
  secrets: SecretBox;
  outbound: Pick<Outbound, 'refusal'>;
  entitlementsOf: (workspaceId: string) => Promise<Pick<Entitlements, 'webhooks'>>;
  plans: () => Promise<Plan[]>;
  /** Wakes the delivery job (a message was queued). */
  wake: () => void;
  now: () => Date;
}

const logPageSize = 50;

/** The secret's hint; empty when it cannot be opened (AUTH_SECRET changed: rotate it). */
function hintOf(sealed: string, secrets: SecretBox): string {
  try {
    return secretHint(secrets.open(sealed));
  } catch (error) {
    if (error instanceof SecretUnreadableError) return '';
    throw error;
  }
}

function toEndpoint(row: EndpointRow, secrets: SecretBox): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    consecutive_failures: row.consecutiveFailures,
    secret_hint: hintOf(row.secret, secrets),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toDelivery(row: DeliveryRow & { event: string }): Delivery {
  return {
    id: row.id,
    message_id: row.messageId,
    event: row.event,
    outcome: row.state === 'sending' ? 'pending' : (row.state as Delivery['outcome']),
    attempts: row.attempts,
    status_code: row.statusCode,
    latency_ms: row.latencyMs,
    response_excerpt: row.responseExcerpt,
    created_at: row.createdAt.toISOString(),
    attempted_at: row.attemptedAt?.toISOString() ?? null,
    next_attempt_at: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

function tooManyEndpoints(): AppError {
  const max = maxEndpointsPerWorkspace;
  return new AppError(
    409,
    'conflict',
    webhooksText.say('en', 'A workspace has at most {max} webhook endpoints.', { max }),
  ).in('id', {
    message: webhooksText.say('id', 'A workspace has at most {max} webhook endpoints.', { max }),
  });
}

/** A message's id: `msg_` and a random UUID's hex, as Standard Webhooks' examples spell them. */
const messageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** Messages of `event`, one per item of `data`, each to every one of the endpoints. */
async function queue(
  deps: WebhooksServiceDeps,
  workspaceId: string,
  event: string,
  data: unknown[],
  endpointIds: string[],
) {
  if (endpointIds.length === 0 || data.length === 0) return;
  const at = deps.now();
  const timestamp = at.toISOString();
  await deps.repo.enqueue(
    data.map((item) => ({
      id: messageId(),
      workspaceId,
      event,
      payload: { type: event, version: webhookSchemaVersion, timestamp, data: item },
      createdAt: at,
    })),
    endpointIds,
  );
  deps.wake();
}

/** The endpoints of the workspace that are on and want `event`, while its plan has webhooks. */
async function listeners(deps: WebhooksServiceDeps, workspaceId: string, event: WebhookEvent) {
  const endpoints = (await deps.repo.listEndpoints(workspaceId)).filter(
    (row) => row.enabled && row.events.includes(event),
  );
  if (endpoints.length === 0) return [];
  // A lapsed plan stops new events (but its own change); what was queued before is still delivered.
  if (!sentWithoutThePlan.has(event) && !(await deps.entitlementsOf(workspaceId)).webhooks) return [];
  return endpoints.map((row) => row.id);
}

export function createWebhooksService(deps: WebhooksServiceDeps) {
  const { repo } = deps;

  async function mayUse(workspaceId: string): Promise<void> {
    if ((await deps.entitlementsOf(workspaceId)).webhooks) return;
    throw featureNotInPlan(
      {
        field: 'url',
        notIncluded: 'Webhooks are not included in your plan.',
        hasIt: (plan) => plan.webhooks,
      },
      await deps.plans(),
      webhooksText,
    );
  }

  /** The URL as the outbound client would treat it at delivery: private and metadata addresses refused. */
  function checkUrl(url: string): void {
    const refusal = deps.outbound.refusal(url);
    if (refusal !== null) throw validationFailed({ url: refusal });
  }

  async function owned(actor: Actor, id: string): Promise<EndpointRow> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findEndpoint(actor.workspaceId, id) : null;
    if (!row) throw notFound('Webhook');
    return row;
  }

  return {
    newMessageId: messageId,

    async list(actor: Actor): Promise<WebhookEndpoint[]> {
      return (await repo.listEndpoints(actor.workspaceId)).map((row) => toEndpoint(row, deps.secrets));
    },

    async create(actor: Actor, input: CreateWebhook): Promise<WebhookEndpoint & { secret: string }> {
      await mayUse(actor.workspaceId);
      checkUrl(input.url);
      if ((await repo.countEndpoints(actor.workspaceId)) >= maxEndpointsPerWorkspace)
        throw tooManyEndpoints();
      const secret = newSecret();
      const row = await repo.insertEndpoint({
        workspaceId: actor.workspaceId,
        url: input.url,
        events: input.events,
        description: input.description ?? '',
        enabled: input.enabled ?? true,
        secret: deps.secrets.seal(secret),
      });
      return { ...toEndpoint(row, deps.secrets), secret };
    },

    async update(actor: Actor, id: string, input: UpdateWebhook): Promise<WebhookEndpoint> {
      const row = await owned(actor, id);
      // Turning one off needs no plan; changing or turning one on does.
      if (!(Object.keys(input).length === 1 && input.enabled === false)) await mayUse(actor.workspaceId);
      if (input.url !== undefined) checkUrl(input.url);
      const updated = await repo.updateEndpoint(actor.workspaceId, row.id, {
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.enabled !== undefined
          ? // Turned on again by a person: the server's reason and count start over.
            {
              enabled: input.enabled,
              ...(input.enabled ? { disabledReason: null, consecutiveFailures: 0 } : {}),
            }
          : {}),
      });
      if (!updated) throw notFound('Webhook');
      return toEndpoint(updated, deps.secrets);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await owned(actor, id);
      await repo.deleteEndpoint(actor.workspaceId, row.id);
    },

    /** A new secret, shown once; the old one signs beside it for a day. */
    async rotateSecret(actor: Actor, id: string): Promise<WebhookEndpoint & { secret: string }> {
      const row = await owned(actor, id);
      await mayUse(actor.workspaceId);
      const secret = newSecret();
      const updated = await repo.updateEndpoint(actor.workspaceId, row.id, {
        secret: deps.secrets.seal(secret),
        previousSecret: row.secret,
        previousSecretUntil: new Date(deps.now().getTime() + secretOverlapHours * 3_600_000),
      });
      if (!updated) throw notFound('Webhook');
      return { ...toEndpoint(updated, deps.secrets), secret };
    },

    /** A `webhook.test` message to this endpoint alone, whatever it listens to. */
    async sendTest(actor: Actor, id: string): Promise<void> {
      const row = await owned(actor, id);
      await mayUse(actor.workspaceId);
      if (!row.enabled) throw validationFailed({ enabled: 'Turn the endpoint on to send it a test event.' });
      await queue(
        deps,
        actor.workspaceId,
        testEvent,
        [{ endpoint_id: row.id, message: 'A test event from Ringkas.' }],
        [row.id],
      );
    },

    async log(
      actor: Actor,
      id: string,
      query: { event?: string; outcome?: 'pending' | 'delivered' | 'failed'; page: number },
    ) {
      const row = await owned(actor, id);
      const rows = await repo.log(row.id, {
        event: query.event,
        outcome: query.outcome,
        offset: (query.page - 1) * logPageSize,
        limit: logPageSize + 1,
      });
      return {
        items: rows.slice(0, logPageSize).map(toDelivery),
        page: query.page,
        page_size: logPageSize,
        has_more: rows.length > logPageSize,
      };
    },

    /** The same message again to the same endpoint, as a delivery of its own. */
    async resend(actor: Actor, deliveryId: string): Promise<Delivery> {
      const delivery = /^[0-9a-f-]{36}$/i.test(deliveryId) ? await repo.delivery(deliveryId) : null;
      const endpoint = delivery ? await repo.findEndpoint(actor.workspaceId, delivery.endpointId) : null;
      if (!delivery || !endpoint) throw notFound('Delivery');
      await mayUse(actor.workspaceId);
      if (!endpoint.enabled) throw validationFailed({ enabled: 'Turn the endpoint on to resend to it.' });
      const message = await repo.message(delivery.messageId);
      const again = await repo.resend(delivery, deps.now());
      deps.wake();
      return toDelivery({ ...again, event: message?.event ?? '' });
    },

    /**
     * An event of the workspace, for every endpoint of it that is on and wants it. Never throws:
     * the write that announced it stands (a failure is logged by the event table).
     */
    async publish<Event extends WebhookEvent>(
      workspaceId: string,
      event: Event,
      data: WebhookData<Event>,
    ): Promise<void> {
      await queue(deps, workspaceId, event, [data], await listeners(deps, workspaceId, event));
    },

    /**
     * Many events of one type (a bulk action's, an import's): `load` reads their data only when
     * an endpoint wants them.
     */
    async publishMany<Event extends WebhookEvent>(
      workspaceId: string,
      event: Event,
      load: () => Promise<WebhookData<Event>[]>,
    ): Promise<void> {
      const endpointIds = await listeners(deps, workspaceId, event);
      if (endpointIds.length > 0) await queue(deps, workspaceId, event, await load(), endpointIds);
    },

    /** The log past its 30 days. */
    prune(): Promise<number> {
      return repo.prune(new Date(deps.now().getTime() - deliveryLogDays * 86_400_000));
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
