import type { Entitlements } from '../../../shared/plans';
import type { Tx } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import type { Platform } from '../../platform/wiring/module';
import type { ProfileRow, Profiles } from '../profiles';
import { entitlementsFor, type Subscriber } from './entitlements';
import type { PlansService } from './plans.service';
import type { SubscriptionsRepo } from './subscriptions.repo';

// A workspace's subscription (its plan and when it ends) and what it entitles to: every module asks
// here what a workspace may do. A change is announced as 'subscription.changed' once committed (the
// links' cached targeting, the checks' schedules follow it). The platform admin's own personal
// workspace (which has the admin's id) may do everything, as the admin's account always could.

export interface AccountEntitlements {
  entitlements: Entitlements;
  /** When they lapse (ms since the epoch); null: they do not (an admin, a plan without an end). */
  until: number | null;
}

type Change = (current: { plan: string; expires: Date | null }) => { plan: string; expires: Date | null };

export function createSubscriptions(deps: {
  repo: SubscriptionsRepo;
  profiles: Pick<Profiles, 'findById'>;
  plans: PlansService;
  events: Platform['events'];
  now: () => Date;
}) {
  const { repo } = deps;
  const changed = (userId: string) => deps.events.emit('subscription.changed', { userId });

  async function entitlementsOfSubscriber(subscriber: Subscriber | null): Promise<AccountEntitlements> {
    if (!subscriber) return { entitlements: entitlementsFor(noSubscriber, null, deps.now()), until: null };
    const plan = subscriber.isAdmin ? null : await deps.plans.find(subscriber.subscriptionPlan);
    return {
      entitlements: entitlementsFor(subscriber, plan, deps.now()),
      // An admin's entitlements never lapse; an expired plan's are already none.
      until: subscriber.isAdmin ? null : (subscriber.subscriptionExpires?.getTime() ?? null),
    };
  }

  /**
   * The workspace's subscription, and whether it is a platform admin's own; null: no workspace.
   * `personal`: the profile of the workspace's id (null: none), when the caller has read it.
   */
  async function subscriberOf(
    workspaceId: string,
    personal?: Pick<ProfileRow, 'isAdmin'> | null,
  ): Promise<Subscriber | null> {
    const [subscription, profile] = await Promise.all([
      repo.subscriptionOf(workspaceId),
      personal !== undefined ? personal : deps.profiles.findById(workspaceId),
    ]);
    if (!subscription) return null;
    return {
      isAdmin: profile?.isAdmin ?? false,
      subscriptionPlan: subscription.plan,
      subscriptionExpires: subscription.expires,
    };
  }

  return {
    /**
     * What the workspace may do now, and until when; nothing for a workspace that does not exist.
     * `personal`: the profile of the workspace's id (null: none), when the caller has read it.
     */
    async entitlementsOf(
      workspaceId: string,
      personal?: Pick<ProfileRow, 'isAdmin'> | null,
    ): Promise<AccountEntitlements> {
      return entitlementsOfSubscriber(await subscriberOf(workspaceId, personal));
    },

    /** The plan and its end; null for a workspace that does not exist. */
    subscriptionOf: (workspaceId: string) => repo.subscriptionOf(workspaceId),

    /** A new account's one-time trial, on its personal workspace, in the account's transaction. */
    startTrialIn: (tx: Tx, workspaceId: string, until: Date) =>
      repo.setSubscriptionIn(tx, workspaceId, 'free', until),

    /** Sets the plan and its end (an admin's change). */
    async change(userId: string, plan: string, expires: Date | null): Promise<void> {
      if (!(await repo.subscriptionOf(userId))) throw notFound('User');
      await repo.setSubscription(userId, plan, expires);
      await changed(userId);
    },

    /**
     * Changes it inside the caller's transaction (a paid order's): `change` reads the locked
     * subscription and answers the new one. Call changed() after the commit.
     */
    async changeIn(tx: Tx, userId: string, change: Change) {
      const current = await repo.lockSubscription(tx, userId);
      if (!current) return null;
      const next = change({ plan: current.plan, expires: current.expires });
      await repo.setSubscriptionIn(tx, userId, next.plan, next.expires);
      return { before: { plan: current.plan, expires: current.expires }, after: next };
    },

    /** Announces a subscription changed by changeIn, once committed. */
    changed,

    /** Falls back to basic unless renewed meanwhile. */
    async downgradeExpired(userId: string, plan: string, expires: Date): Promise<boolean> {
      const downgraded = await repo.downgradeIfUnchanged(userId, plan, expires);
      if (downgraded) await changed(userId);
      return downgraded;
    },

    countByPlan: () => repo.countByPlan(),
    /** The accounts on a plan (null: all): a page, the count, and which of some ids are. */
    accountsOnPlan: (plan: string | null, after: string | null, limit: number) =>
      repo.accountsOnPlan(plan, after, limit),
    countOnPlan: (plan: string | null) => repo.countOnPlan(plan),
    onPlan: (ids: string[], plan: string | null) => repo.onPlan(ids, plan),
    endingBetween: (from: Date, to: Date, limit: number) => repo.endingBetween(from, to, limit),
    /** Subscriptions running at `now`, per plan (the Admin Panel). */
    activeByPlan: (now: Date) => repo.activeByPlan(now),
  };
}

const noSubscriber = { isAdmin: false, subscriptionPlan: 'basic', subscriptionExpires: null };

export type Subscriptions = ReturnType<typeof createSubscriptions>;
