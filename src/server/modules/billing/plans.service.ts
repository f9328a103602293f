import { defaultPlans, type Plan } from '../../../shared/plans';
import { createLastKnown } from '../../platform/last-known';
import type { PlansRepo } from './plans.repo';

export function createPlansService(deps: {
  plans: PlansRepo;
  logger: Parameters<typeof createLastKnown>[0]['logger'];
  /** The plans are edited in SQL, unannounced: a list older than this is read again. */
  maxAgeMs: number;
}) {
  // Kept in memory: the pricing page reads it on every visit, also while the database is away.
  const kept = createLastKnown({
    name: 'plans',
    async load() {
      const plans = await deps.plans.list();
      return plans.length > 0 ? plans : defaultPlans;
    },
    maxAgeMs: deps.maxAgeMs,
    logger: deps.logger,
  });
  return {
    /** The plans on sale; the built-in defaults when the table is empty (the spec's fallback). */
    list: (): Promise<Plan[]> => kept.get(),
    /** Every plan, archived ones too (their subscribers' terms). */
    all: () => deps.plans.listAll(),
    /** Reads the plans again now (after an edit of the table). */
    refresh: (): Promise<Plan[]> => kept.refresh(),
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
