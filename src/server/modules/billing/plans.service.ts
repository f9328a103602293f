import { defaultPlans, type Plan } from '../../../shared/plans';
import type { PlansRepo } from './plans.repo';

export function createPlansService(deps: { plans: PlansRepo }) {
  return {
    /** The plans on sale; the built-in defaults when the table is empty (the spec's fallback). */
    async list(): Promise<Plan[]> {
      const plans = await deps.plans.list();
      return plans.length > 0 ? plans : defaultPlans;
    },
    /** A plan by name, from the table or, when the table is empty, from the defaults. */
    async find(name: string): Promise<Plan | null> {
      const stored = await deps.plans.findByName(name);
      if (stored) return stored;
      const plans = await deps.plans.list();
      return plans.length === 0 ? (defaultPlans.find((plan) => plan.name === name) ?? null) : null;
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
