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
    'link.created': {
      afterCommit: [({ workspaceId, link }) => s.webhooks.publish(workspaceId, 'link.created', link)],
    },
    'link.updated': {
      afterCommit: [({ workspaceId, link }) => s.webhooks.publish(workspaceId, 'link.updated', link)],
    },
    'link.deleted': {
      afterCommit: [({ workspaceId, link }) => s.webhooks.publish(workspaceId, 'link.deleted', link)],
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
      ],
    },
  };
}
