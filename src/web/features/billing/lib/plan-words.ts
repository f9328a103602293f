import type { TFunction } from 'i18next';
import type { Plan } from '../../../../shared/plans';
import { planText } from '../../../lib/plan-text';

// Plans in words: what they allow, as the pricing page lists them.

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
 * Everything a plan card lists, once: what the limits and flags give (planLimits), then the plan's
 * own lines in the language in force.
 */
export function planLines(plan: Plan, t: TFunction): PlanLimit[] {
  return [
    ...planLimits(plan, t),
    ...plan.features.map((line, index) => ({
      key: `own-${index}`,
      text: planText(line),
      included: true,
      feature: false,
    })),
  ];
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
