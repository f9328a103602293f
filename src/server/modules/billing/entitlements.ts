import {
  entitlementRegistry,
  everythingOf,
  nothingOf,
  renameEntitlements,
} from '../../../shared/entitlements';
import { isSubscriptionActive, type Entitlements, type Plan } from '../../../shared/plans';

// The one answer to "may this user do X / how many of Y": from the plan, its expiry and the admin
// flag. Routes and services ask this; the client shows the same answer from GET /api/me.

export interface Subscriber {
  isAdmin: boolean;
  subscriptionPlan: string;
  subscriptionExpires: Date | null;
}

// createLinks is the one entitlement without a plan field of its own: whether max_shortlinks allows
// any link at all.
const nothing: Entitlements = { createLinks: false, ...nothingOf(entitlementRegistry) };

const everything: Entitlements = { createLinks: true, ...everythingOf(entitlementRegistry) };

export function entitlementsFor(subscriber: Subscriber, plan: Plan | null, now: Date): Entitlements {
  if (subscriber.isAdmin) return everything;
  const active = isSubscriptionActive(subscriber.subscriptionPlan, subscriber.subscriptionExpires, now);
  // An expired or basic account (basic is never active) keeps its data and its links keep working,
  // but it gets nothing new.
  if (!active || !plan) return nothing;
  return {
    createLinks: plan.max_shortlinks === null || plan.max_shortlinks > 0,
    ...renameEntitlements(entitlementRegistry, plan, 'planField', 'key'),
  };
}

/** Whether `count` more of something fits under a limit (null = unlimited). */
export function withinLimit(limit: number | null, current: number, adding = 1): boolean {
  return limit === null || current + adding <= limit;
}
