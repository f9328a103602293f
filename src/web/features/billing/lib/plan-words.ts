import type { TFunction } from 'i18next';
import type { Plan } from '../../../../shared/plans';

// Plans in words: their names and what they allow, as the pricing page lists them.

const knownPlans = ['free', 'medium', 'vip', 'vip_max'] as const;

function isKnownPlan(plan: string): plan is (typeof knownPlans)[number] {
  return (knownPlans as readonly string[]).includes(plan);
}

/** A plan's name as people read it: the catalogue's for the seeded plans, else the stored name tidied. */
export function planName(plan: string, t: TFunction): string {
  if (isKnownPlan(plan)) return t(`billing.planNames.${plan}`);
  return plan.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
}

/** The free plan is the trial every account gets once: it is never bought. */
export function isTrialPlan(plan: Pick<Plan, 'price'>): boolean {
  return plan.price === 0;
}

/** The list price, when the plan is sold below it. */
export function struckPrice(plan: Pick<Plan, 'price' | 'original_price'>): number | null {
  return plan.original_price !== null && plan.original_price > plan.price ? plan.original_price : null;
}

export interface PlanLimit {
  key: string;
  text: string;
  /** False for a feature the plan lacks, or a limit of none. */
  included: boolean;
  /** A feature the plan has or lacks (cloaking, rotator...), rather than a counted limit. */
  feature: boolean;
}

type CountedKey = 'links' | 'checks' | 'autoChecks' | 'customDomains';

/** A limit where null means unlimited and 0 means none: "Unlimited short links", "1 short link". */
function counted(key: CountedKey, limit: number | null, t: TFunction): PlanLimit {
  if (limit === null)
    return { key, text: t(`billing.limits.${key}Unlimited`), included: true, feature: false };
  if (limit <= 0) return { key, text: t(`billing.limits.${key}None`), included: false, feature: false };
  return { key, text: t(`billing.limits.${key}`, { count: limit }), included: true, feature: false };
}

/** An interval in minutes in words: "every minute", "every 10 minutes", "every 2 hours", "every day". */
export function everyInWords(minutes: number, t: TFunction): string {
  if (minutes % 1440 === 0) return t('billing.limits.everyDays', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('billing.limits.everyHours', { count: minutes / 60 });
  return t('billing.limits.everyMinutes', { count: minutes });
}

/**
 * What a plan allows, in words and in the pricing page's order: the counted limits (the shortest
 * interval of automatic checks only when there are any), then each feature included or not.
 */
export function planLimits(plan: Plan, t: TFunction): PlanLimit[] {
  const limits = [
    counted('links', plan.max_shortlinks, t),
    counted('checks', plan.max_check_domains, t),
    counted('autoChecks', plan.max_auto_check_domains, t),
  ];
  if (plan.max_auto_check_domains !== 0 && plan.min_cron_job !== null) {
    limits.push({
      key: 'interval',
      text: t('billing.limits.interval', { every: everyInWords(plan.min_cron_job, t) }),
      included: true,
      feature: false,
    });
  }
  limits.push(counted('customDomains', plan.max_custom_domains, t));
  const features = [
    ['cloaking', plan.cloaking_country],
    ['deviceTargeting', plan.device_targeting],
    ['rotator', plan.auto_rotator],
    ['customAlias', plan.custom_alias],
    ['fallbackUrl', plan.fallback_url],
  ] as const;
  for (const [key, included] of features) {
    limits.push({ key, text: t(`billing.limits.${key}`), included, feature: true });
  }
  return limits;
}
