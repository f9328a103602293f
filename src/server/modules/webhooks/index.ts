import type { WebhookData, WebhookEvent } from '../../../shared/webhook-events';
import { createSecretBox } from '../../platform/runtime/secret-box';
import { defineModule } from '../../platform/wiring/module';
import { createClickBatches, partialWaitMs } from './click-batches';
import { createDelivery, type DeliveryReport } from './delivery';
import { webhooksTextsId } from './texts-id';
import { failingMail, failingNotice } from './webhook-notices';
import { createWebhooksRepo, type WebhooksRepo } from './webhooks.repo';
import { webhooksRoutes } from './webhooks.routes';
import { createWebhooksService } from './webhooks.service';

/** link.clicked messages cut before the ones cut are sent. */
const clickMessagesPerRound = 100;

export interface Webhooks {
  /**
   * An event of a workspace, queued for each of its endpoints that is on and wants it (the event
   * table's after-commit handlers call it): a row in the outbox, never a request to an endpoint.
   */
  publish<Event extends WebhookEvent>(
    workspaceId: string,
    event: Event,
    data: WebhookData<Event>,
  ): Promise<void>;
  /** Many events of one type; `load` reads their data only when an endpoint wants them. */
  publishMany<Event extends WebhookEvent>(
    workspaceId: string,
    event: Event,
    load: () => Promise<WebhookData<Event>[]>,
  ): Promise<void>;
  /**
   * Cuts the link.clicked messages that are due and sends what is due now (the webhooks.deliver
   * job's work; tests run it directly).
   */
  deliverDue(stopping?: AbortSignal): Promise<DeliveryReport>;
  /**
   * A click flush made link.clicked messages (sent now) or queued clicks for the next (cut when
   * full, or when the oldest has waited a second).
   */
  clicksHooked(made: { messages: number; queued: number }): void;
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
  needs: ['billing', 'notifications', 'workspaces', 'profiles'],
  provides: ['webhooks'],
  texts: webhooksTextsId,
  create: (
    { billing, notifications, workspaces, profiles },
    { config, db, logger, mailer, outbound, scheduler, now },
  ) => {
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
    /** Mails a failure notice to the workspace's admins and owners, each in their language. */
    async function mailManagers(workspaceId: string, notice: ReturnType<typeof failingNotice>) {
      try {
        const managers = await workspaces.managersOf(workspaceId);
        const emails = await profiles.summaries(managers);
        for (const id of managers) {
          const email = emails.get(id)?.email;
          if (!email) continue;
          const reader = await profiles.readerOf(id);
          await mailer.send({ to: email, ...failingMail(notice(reader), reader.language, config.publicUrl) });
        }
      } catch (error) {
        logger.error({ err: error }, 'webhook failure mail failed');
      }
    }
    const mayUse = async (workspaceId: string) =>
      (await billing.subscriptions.entitlementsOf(workspaceId)).entitlements.webhooks;
    const delivery = createDelivery({
      repo,
      outbound,
      secrets,
      mayUse,
      tellFailing: async (endpoint, failures, disabled) => {
        const notice = failingNotice(endpoint, failures, disabled);
        // The mails go on their own: a mail server slow to answer holds up no delivery.
        void mailManagers(endpoint.workspaceId, notice);
        try {
          await notifications.notifyWorkspace(endpoint.workspaceId, notice);
        } catch (error) {
          logger.error({ err: error }, 'webhook failure notice failed');
        }
      },
      logger,
      now,
    });
    const clicks = createClickBatches({
      db,
      mayUse,
      newMessageId: service.newMessageId,
      now,
    });
    // A retry or a click message due within the minute is woken by a timer in this process; later
    // ones, and those of a process that ended, wait for the job's minute.
    let retryTimer: NodeJS.Timeout | undefined;
    let retryAt = Infinity;
    const wakeAt = (at: number) => {
      if (at >= retryAt) return;
      clearTimeout(retryTimer);
      retryAt = at;
      retryTimer = setTimeout(
        () => {
          retryAt = Infinity;
          kick();
        },
        Math.max(0, at - now().getTime()) + 50,
      );
      retryTimer.unref();
    };
    async function deliverDue(stopping: AbortSignal = new AbortController().signal) {
      const report: DeliveryReport = { delivered: 0, retried: 0, failed: 0 };
      let cut: Awaited<ReturnType<typeof clicks.cut>>;
      // Click messages are cut a round at a time, each round's sent before the next is cut.
      do {
        cut = await clicks.cut(clickMessagesPerRound);
        const sent = await delivery.run(stopping);
        report.delivered += sent.delivered;
        report.retried += sent.retried;
        report.failed += sent.failed;
      } while (cut.more && !stopping.aborted);
      const next = [await repo.nextDue(), cut.nextDue]
        .filter((at): at is Date => at !== null)
        .map((at) => at.getTime());
      if (next.length > 0 && !stopping.aborted) {
        const at = Math.min(...next);
        if (at - now().getTime() < 60_000) wakeAt(at);
      }
      return report;
    }
    return {
      name: 'webhooks',
      provides: {
        webhooks: {
          publish: service.publish,
          publishMany: service.publishMany,
          deliverDue,
          clicksHooked: ({ messages, queued }) => {
            if (messages > 0) kick();
            if (queued > 0) wakeAt(now().getTime() + partialWaitMs);
          },
          repo,
        },
      },
      routes: (guards) => [webhooksRoutes(service, guards)],
      lifecycle: {
        start: () => undefined,
        stop: async () => {
          clearTimeout(retryTimer);
          await delivery.close();
        },
      },
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
