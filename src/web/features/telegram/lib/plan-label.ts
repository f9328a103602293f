import type { TFunction } from 'i18next';

const knownPlans = ['free', 'medium', 'vip', 'vip_max'] as const;

function isKnownPlan(plan: string): plan is (typeof knownPlans)[number] {
  return (knownPlans as readonly string[]).includes(plan);
}

/** A plan's name as people read it: the catalogue's for the seeded plans, else the stored name tidied. */
export function planLabel(plan: string, t: TFunction): string {
  if (isKnownPlan(plan)) return t(`telegram.plans.${plan}`);
  return plan.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
}
