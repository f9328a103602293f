import type { Tx } from './db/client';
import type { EventTable } from './platform/wiring/events';
import type { AppEvents, Services } from './platform/wiring/module';

// Who reacts to what each module announces (platform/wiring/events.ts): the one table, as Shlink's
// event dispatcher configuration is. In-transaction handlers stand or fall with the announced
// write; after-commit ones follow it (a failure is logged and the write stands). Outgoing webhooks
// hear what a workspace's endpoints may want, after the commit.

export function eventTable(s: Services): EventTable<AppEvents, Tx> {
  return {
    'account.created': {
      inTransaction: [
        ({ userId, name, username }, tx) => s.workspaces.createPersonalIn(tx, { id: userId, name, username }),
        ({ userId, trialUntil }, tx) =>
          trialUntil && s.billing.subscriptions.startTrialIn(tx, userId, trialUntil),
      ],
    },
    // Every process stops the capped links: the clicks of all of them reached the cap.
    'clicks.capped': {
      afterCommit: [({ links }) => s.linkStore.invalidateLinks(links)],
    },
    'clicks.hooked': {
      afterCommit: [(made) => s.webhooks.clicksHooked(made)],
    },
    'link.created': {
      afterCommit: [({ workspaceId, link }) => s.webhooks.publish(workspaceId, 'link.created', link)],
    },
    'link.updated': {
      afterCommit: [({ workspaceId, link }) => s.webhooks.publish(workspaceId, 'link.updated', link)],
    },
    'link.deleted': {
      afterCommit: [({ workspaceId, link }) => s.webhooks.publish(workspaceId, 'link.deleted', link)],
    },
    // An import's batch, a bulk action's: the links' data is read only when an endpoint wants it.
    'links.changed': {
      afterCommit: [
        async ({ workspaceId, created, updated, deleted }) => {
          if (created?.length)
            await s.webhooks.publishMany(workspaceId, 'link.created', () =>
              s.links.byIds(workspaceId, created),
            );
          if (updated?.length)
            await s.webhooks.publishMany(workspaceId, 'link.updated', () =>
              s.links.byIds(workspaceId, updated),
            );
          if (deleted?.length) await s.webhooks.publishMany(workspaceId, 'link.deleted', async () => deleted);
        },
      ],
    },
    'domain.verified': {
      afterCommit: [({ workspaceId, domain }) => s.webhooks.publish(workspaceId, 'domain.verified', domain)],
    },
    'domain.lost': {
      afterCommit: [({ workspaceId, domain }) => s.webhooks.publish(workspaceId, 'domain.lost', domain)],
    },
    'check.state_changed': {
      afterCommit: [
        ({ workspaceId, change }) => s.webhooks.publish(workspaceId, 'check.state_changed', change),
      ],
    },
    'payment.paid': {
      afterCommit: [({ workspaceId, payment }) => s.webhooks.publish(workspaceId, 'payment.paid', payment)],
    },
    'member.added': {
      afterCommit: [({ workspaceId, member }) => s.webhooks.publish(workspaceId, 'member.added', member)],
    },
    'member.removed': {
      afterCommit: [({ workspaceId, member }) => s.webhooks.publish(workspaceId, 'member.removed', member)],
    },
    'links.deleting': {
      inTransaction: [
        async ({ linkIds }, tx) => {
          for (const id of linkIds) await s.analytics.deleteLinkClicks(id, tx);
        },
      ],
    },
    'account.deleted': {
      inTransaction: [
        async ({ userId, deleted }, tx, emit) =>
          void (deleted.links = await s.linkStore.deleteAllOf(tx, emit, userId)),
        async ({ userId, deleted }, tx) =>
          Object.assign(deleted, await s.analytics.deleteOwnerData(userId, tx)),
        // Kept for the books: the orders lose the name the buyer typed for their transfer.
        ({ userId }, tx) => s.billing.orders.forgetBuyerIn(tx, userId),
        // Its team workspaces: left, or deleted when it was their last member ('workspace.deleting').
        ({ userId }, tx, emit) => s.workspaces.leaveAllIn(tx, emit, userId),
        // Last: the personal workspace, and with it what the handlers above left (its foreign keys).
        ({ userId }, tx) => s.workspaces.deletePersonalIn(tx, userId),
      ],
      afterCommit: [
        ({ userId }) => s.linkStore.invalidateOwner(userId),
        () => s.domains.customDomainsChanged(),
      ],
    },
    'workspace.deleting': {
      inTransaction: [
        async ({ workspaceId, deleted }, tx, emit) =>
          void (deleted.links = await s.linkStore.deleteAllOf(tx, emit, workspaceId)),
        async ({ workspaceId, deleted }, tx) =>
          Object.assign(deleted, await s.analytics.deleteOwnerData(workspaceId, tx)),
      ],
      afterCommit: [
        ({ workspaceId }) => s.linkStore.invalidateOwner(workspaceId),
        () => s.domains.customDomainsChanged(),
      ],
    },
    'subscription.changed': {
      // The cached targeting follows the plan; a smaller plan fits the check schedules at once.
      afterCommit: [
        ({ userId }) => s.linkStore.invalidateOwner(userId),
        ({ userId }) => s.checks.clampToPlan(userId),
        async ({ userId }) => {
          const subscription = await s.billing.subscriptions.subscriptionOf(userId);
          if (subscription)
            await s.webhooks.publish(userId, 'subscription.changed', {
              plan: subscription.plan,
              expires_at: subscription.expires?.toISOString() ?? null,
            });
        },
      ],
    },
  };
}
