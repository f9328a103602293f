import type { FastifyBaseLogger } from 'fastify';
import { failureNoticeEvery, maxConsecutiveFailures } from '../../../shared/webhooks';
import type { KeptConnections, Outbound } from '../../platform/net/outbound';
import { OutboundError } from '../../platform/net/outbound';
import type { SecretBox } from '../../platform/runtime/secret-box';
import { afterAttempt } from './retry-policy';
import { webhooksText } from './texts-id';
import { disabledReasonOf } from './webhook-notices';
import { signedHeaders } from './webhook-signing';
import type { DeliveryRow, EndpointRow, MessageRow, WebhooksRepo } from './webhooks.repo';

// Sends the due deliveries (ADR 0033). A run takes them a batch at a time under a lease and posts
// each to its endpoint through the guarded outbound client (so an endpoint's name that now points
// at a private address is refused at every try, not only at save), signed, within 10 s. 2xx is
// delivered; 410 turns the endpoint off; anything else (or no answer) is tried again on the
// retry schedule, and counts toward the endpoint's failures in a row: its owners are told at every
// fifth, and at the twentieth it is turned off.

export interface DeliveryDeps {
  repo: WebhooksRepo;
  outbound: Pick<Outbound, 'request' | 'keptConnections'>;
  secrets: SecretBox;
  /** Whether the workspace's plan has webhooks now (a lapsed plan's messages are not sent). */
  mayUse(workspaceId: string): Promise<boolean>;
  /** Tells the workspace's members that an endpoint keeps failing, or was turned off. */
  tellFailing(endpoint: EndpointRow, failures: number, disabled: boolean): Promise<void>;
  logger: FastifyBaseLogger;
  now: () => Date;
}

/**
 * Events an endpoint hears whatever the workspace's plan: the change of plan that takes webhooks
 * away is the last one it hears (and one that brings them back, the first).
 */
export const sentWithoutThePlan: ReadonlySet<string> = new Set(['subscription.changed']);

/** Deliveries taken and sent side by side at a time (a busy endpoint's clicks fill many). */
const batchSize = 50;
const leaseMs = 60_000;
export const deliveryTimeoutMs = 10_000;
/** The start of an answer kept for the log. */
const excerptBytes = 1_024;

export interface DeliveryReport {
  delivered: number;
  retried: number;
  failed: number;
}

/** The secrets that sign now: the current one, and the one before it during its overlap. */
function signingSecrets(endpoint: EndpointRow, secrets: SecretBox, now: Date): string[] {
  const current = secrets.open(endpoint.secret);
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now)
    return [current, secrets.open(endpoint.previousSecret)];
  return [current];
}

function excerptOf(body: Buffer): string {
  return body
    .subarray(0, excerptBytes)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
}

export function createDelivery(deps: DeliveryDeps) {
  const { repo } = deps;
  // Kept across tries and runs: a busy endpoint's messages go on a few open connections instead of
  // a TLS handshake each. Each connection is judged as it is made (the outbound client's rule).
  let kept: KeptConnections | null = null;

  async function sendOne(
    delivery: DeliveryRow,
    parts: { endpoint: EndpointRow | undefined; message: MessageRow | undefined; allowed: boolean },
    report: DeliveryReport,
  ): Promise<void> {
    const { endpoint, message } = parts;
    const at = deps.now();
    if (
      !endpoint ||
      !message ||
      !endpoint.enabled ||
      !(parts.allowed || sentWithoutThePlan.has(message.event))
    ) {
      await repo.recordAttempt(delivery.id, {
        state: 'failed',
        at,
        statusCode: null,
        latencyMs: 0,
        excerpt:
          !endpoint || !message
            ? 'The endpoint is gone.'
            : !endpoint.enabled
              ? 'The endpoint is turned off.'
              : 'Webhooks are not included in your plan.',
        nextAttemptAt: null,
      });
      report.failed += 1;
      return;
    }
    const body = JSON.stringify(message.payload);
    const started = performance.now();
    let status: number | null = null;
    let excerpt: string | null;
    try {
      const response = await deps.outbound.request(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Ringkas-Webhooks/1',
          ...signedHeaders(message.id, at, body, signingSecrets(endpoint, deps.secrets, at)),
        },
        body,
        followRedirects: false,
        kept: (kept ??= deps.outbound.keptConnections()),
        signal: AbortSignal.timeout(deliveryTimeoutMs),
      });
      status = response.status;
      excerpt = excerptOf(response.body);
    } catch (error) {
      // Why there was no answer, in the outbound client's words (a host and a reason, never a body).
      excerpt =
        error instanceof OutboundError
          ? error.message
          : error instanceof Error && error.name === 'TimeoutError'
            ? webhooksText.say('en', 'No answer within {seconds} s.', { seconds: deliveryTimeoutMs / 1000 })
            : 'The request failed.';
    }
    const latencyMs = Math.round(performance.now() - started);
    const next = afterAttempt(status, delivery.attempts);
    const delivered = next.action === 'delivered';
    const failures = await repo.countOutcome(endpoint.id, delivered);
    const turnOff = next.action === 'gone' || (!delivered && failures >= maxConsecutiveFailures);
    if (turnOff) {
      const reason = next.action === 'gone' ? 'The endpoint answered 410 Gone.' : disabledReasonOf(failures);
      // Told once: deliveries answered side by side may each reach this.
      if (await repo.disable(endpoint.id, reason))
        await deps.tellFailing({ ...endpoint, enabled: false, disabledReason: reason }, failures, true);
    } else if (!delivered && failures % failureNoticeEvery === 0) {
      await deps.tellFailing(endpoint, failures, false);
    }
    // Recorded last: while the delivery is still `sending`, what follows from its answer is not
    // all done (a run's caller waits for none to be sending).
    const retry = next.action === 'retry' && !turnOff;
    await repo.recordAttempt(delivery.id, {
      state: delivered ? 'delivered' : retry ? 'pending' : 'failed',
      at,
      statusCode: status,
      latencyMs,
      excerpt,
      nextAttemptAt: retry ? new Date(at.getTime() + next.afterSeconds * 1000) : null,
    });
    if (delivered) report.delivered += 1;
    else if (retry) report.retried += 1;
    else report.failed += 1;
  }

  return {
    /** Sends what is due until none is left or the process stops. */
    async run(stopping: AbortSignal): Promise<DeliveryReport> {
      const report: DeliveryReport = { delivered: 0, retried: 0, failed: 0 };
      while (!stopping.aborted) {
        const now = deps.now();
        const batch = await repo.claimDue(now, new Date(now.getTime() + leaseMs), batchSize);
        if (batch.length === 0) break;
        const { messages, endpoints } = await repo.partsOf(batch);
        const workspaces = [...new Set([...endpoints.values()].map((endpoint) => endpoint.workspaceId))];
        const allowed = new Map(
          await Promise.all(workspaces.map(async (id) => [id, await deps.mayUse(id)] as const)),
        );
        // One endpoint slow to answer holds up only its own: the batch is sent side by side.
        await Promise.all(
          batch.map((delivery) =>
            sendOne(
              delivery,
              {
                endpoint: endpoints.get(delivery.endpointId),
                message: messages.get(delivery.messageId),
                allowed: allowed.get(endpoints.get(delivery.endpointId)?.workspaceId ?? '') ?? false,
              },
              report,
            ).catch((error: unknown) =>
              deps.logger.error({ err: error, deliveryId: delivery.id }, 'webhook delivery failed'),
            ),
          ),
        );
      }
      return report;
    },

    /** Closes the kept connections (the module's stop). */
    async close(): Promise<void> {
      await kept?.close();
      kept = null;
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
