import type { TFunction } from 'i18next';
import {
  countInWords,
  entitlementRegistry,
  flagsOf,
  type CountEntry,
  type EntitlementRegistry,
} from '../../../../shared/entitlements';
import type { Plan } from '../../../../shared/plans';
import { currentLanguage } from '../../../lib/language';
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

/** A limit where null means unlimited and 0 means none: "Unlimited short links", "1 short link". */
function counted(entry: CountEntry, limit: number | null): PlanLimit {
  const line = { key: entry.key, feature: false };
  if (limit === null) return { ...line, text: planText(entry.unlimited), included: true };
  if (limit <= 0) return { ...line, text: planText(entry.none), included: false };
  return { ...line, text: countInWords(entry, limit, currentLanguage()), included: true };
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
export function planLines(
  plan: Plan,
  t: TFunction,
  registry: EntitlementRegistry = entitlementRegistry,
): PlanLimit[] {
  return [
    ...planLimits(plan, t, registry),
    ...plan.features.map((line, index) => ({
      key: `own-${index}`,
      text: planText(line),
      included: true,
      feature: false,
    })),
  ];
}

/**
 * What a plan allows, in words and in the registry's order (shared/entitlements.ts): the limits (an
 * interval only when the count it times allows some), then each flag included or not. `registry`
 * is the real one but in tests.
 */
export function planLimits(
  plan: Plan,
  t: TFunction,
  registry: EntitlementRegistry = entitlementRegistry,
): PlanLimit[] {
  const values = plan as unknown as Record<string, number | boolean | null>;
  const limits = registry.flatMap((entry): PlanLimit[] => {
    if (entry.kind !== 'limit') return [];
    const value = values[entry.planField] as number | null;
    if (entry.unit === 'count') return [counted(entry, value)];
    if (value === null || values[entry.of] === 0) return [];
    const text = t('billing.limits.interval', { every: everyInWords(value, t) });
    return [{ key: entry.key, text, included: true, feature: false }];
  });
  const flags = flagsOf(registry).map((entry) => ({
    key: entry.key,
    text: planText(entry.card),
    included: values[entry.planField] === true,
    feature: true,
  }));
  return [...limits, ...flags];
}
