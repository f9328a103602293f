import { basicPlanName, isSubscriptionActive, type Entitlements, type Plan } from '../../../shared/plans';

// The one answer to "may this user do X / how many of Y": from the plan, its expiry and the admin
// flag. Routes and services ask this; the client shows the same answer from GET /api/me.

export interface Subscriber {
  isAdmin: boolean;
  subscriptionPlan: string;
  subscriptionExpires: Date | null;
}

const nothing: Entitlements = {
  createLinks: false,
  maxShortlinks: 0,
  customAlias: false,
  cloakingCountry: false,
  fallbackUrl: false,
  deviceTargeting: false,
  autoRotator: false,
  maxCheckDomains: 0,
  maxAutoCheckDomains: 0,
  maxCustomDomains: 0,
  minCronJobMinutes: null,
};

const everything: Entitlements = {
  createLinks: true,
  maxShortlinks: null,
  customAlias: true,
  cloakingCountry: true,
  fallbackUrl: true,
  deviceTargeting: true,
  autoRotator: true,
  maxCheckDomains: null,
  maxAutoCheckDomains: null,
  maxCustomDomains: null,
  minCronJobMinutes: 1,
};

export function entitlementsFor(subscriber: Subscriber, plan: Plan | null, now: Date): Entitlements {
  if (subscriber.isAdmin) return everything;
  const active = isSubscriptionActive(subscriber.subscriptionPlan, subscriber.subscriptionExpires, now);
  // An expired or basic account keeps its data and its links keep working, but it gets nothing new.
  if (!active || !plan || subscriber.subscriptionPlan === basicPlanName) return nothing;
  return {
    createLinks: plan.max_shortlinks === null || plan.max_shortlinks > 0,
    maxShortlinks: plan.max_shortlinks,
    customAlias: plan.custom_alias,
    cloakingCountry: plan.cloaking_country,
    fallbackUrl: plan.fallback_url,
    deviceTargeting: plan.device_targeting,
    autoRotator: plan.auto_rotator,
    maxCheckDomains: plan.max_check_domains,
    maxAutoCheckDomains: plan.max_auto_check_domains,
    maxCustomDomains: plan.max_custom_domains,
    minCronJobMinutes: plan.min_cron_job,
  };
}

/** Whether `count` more of something fits under a limit (null = unlimited). */
export function withinLimit(limit: number | null, current: number, adding = 1): boolean {
  return limit === null || current + adding <= limit;
}
