import type { WebhookEvent } from '../../../shared/webhooks';
import { createSecretBox } from '../../platform/runtime/secret-box';
import { defineModule } from '../../platform/wiring/module';
import { createDelivery, type DeliveryReport } from './delivery';
import { webhooksTextsId } from './texts-id';
import { failingNotice } from './webhook-notices';
import { createWebhooksRepo, type WebhooksRepo } from './webhooks.repo';
import { webhooksRoutes } from './webhooks.routes';
import { createWebhooksService } from './webhooks.service';

export interface Webhooks {
  /**
   * An event of a workspace, queued for each of its endpoints that is on and wants it (the event
   * table's after-commit handlers call it). Never awaited by a request.
   */
  publish(workspaceId: string, event: WebhookEvent, data: unknown): Promise<void>;
  /** Sends what is due now (the webhooks.deliver job's work; tests run it directly). */
  deliverDue(stopping?: AbortSignal): Promise<DeliveryReport>;
  /** The rows, for tests. */
  repo: WebhooksRepo;
}

declare module '../../platform/wiring/module' {
  interface Services {
    webhooks: Webhooks;
  }
}

/**
 * Outgoing webhooks (ADR 0033): a workspace's endpoints (its admins and owners manage them, on a
 * plan with `webhooks`), its events queued as signed messages, and their delivery by the
 * webhooks.deliver job (an outbox: once per event and endpoint across processes, retried for
 * about a day, logged for 30 days).
 */
export const webhooksModule = defineModule({
  name: 'webhooks',
  needs: ['billing', 'notifications'],
  provides: ['webhooks'],
  texts: webhooksTextsId,
  create: ({ billing, notifications }, { config, db, logger, outbound, scheduler, now }) => {
    const repo = createWebhooksRepo(db);
    const secrets = createSecretBox(config.authSecret, 'webhook-secret');
    const kick = () => {
      scheduler
        .enqueue('webhooks.deliver')
        .catch((error: unknown) => logger.warn({ err: error }, 'could not queue webhook deliveries'));
    };
    // Several events in a moment (a bulk edit) wake the sender once.
    let wakeQueued = false;
    const wake = () => {
      if (wakeQueued) return;
      wakeQueued = true;
      setTimeout(() => {
        wakeQueued = false;
        kick();
      }, 100).unref();
    };
    const service = createWebhooksService({
      repo,
      secrets,
      outbound,
      entitlementsOf: async (workspaceId) =>
        (await billing.subscriptions.entitlementsOf(workspaceId)).entitlements,
      plans: () => billing.plans.list(),
      wake,
      now,
    });
    const delivery = createDelivery({
      repo,
      outbound,
      secrets,
      tellFailing: async (endpoint, failures, disabled) => {
        try {
          await notifications.notifyWorkspace(
            endpoint.workspaceId,
            failingNotice(endpoint, failures, disabled),
          );
        } catch (error) {
          logger.error({ err: error }, 'webhook failure notice failed');
        }
      },
      logger,
      now,
    });
    // A retry due within the minute is woken by a timer in this process; later ones, and those of
    // a process that ended, wait for the job's minute.
    let retryTimer: NodeJS.Timeout | undefined;
    async function deliverDue(stopping: AbortSignal = new AbortController().signal) {
      const report = await delivery.run(stopping);
      const next = await repo.nextDue();
      if (next && !stopping.aborted) {
        const ms = Math.max(0, next.getTime() - now().getTime());
        if (ms < 60_000) {
          clearTimeout(retryTimer);
          retryTimer = setTimeout(kick, ms + 50);
          retryTimer.unref();
        }
      }
      return report;
    }
    return {
      name: 'webhooks',
      provides: { webhooks: { publish: service.publish, deliverDue, repo } },
      routes: (guards) => [webhooksRoutes(service, guards)],
      lifecycle: { start: () => undefined, stop: () => clearTimeout(retryTimer) },
      jobs: [
        {
          name: 'webhooks.deliver',
          // Deliveries are leased a batch at a time: runs in several processes share the work.
          run: ({ stopping }) => deliverDue(stopping),
          policy: 'short',
          retry: { limit: 0, delaySeconds: 60, backoff: false },
          expireInSeconds: 30 * 60,
        },
        {
          name: 'webhooks.prune',
          run: async ({ logger: jobLogger }) => {
            const pruned = await service.prune();
            jobLogger.info({ pruned }, 'webhook log pruned');
          },
        },
      ],
    };
  },
});
