import {
  basicPlanDisplayName,
  basicPlanName,
  defaultPlans,
  nameFromKey,
  type Plan,
  type PlanText,
} from '../../../shared/plans';
import { createLastKnown } from '../../platform/runtime/last-known';
import type { PlansRepo } from './plans.repo';

export function createPlansService(deps: {
  plans: PlansRepo;
  logger: Parameters<typeof createLastKnown>[0]['logger'];
  /** The plans are edited in SQL, unannounced: a list older than this is read again. */
  maxAgeMs: number;
}) {
  // Kept in memory: the pricing page reads it on every visit, also while the database is away.
  // Archived plans too: their subscribers' notices and the admin's tables name them.
  const kept = createLastKnown({
    name: 'plans',
    async load(): Promise<(Plan & { archived: boolean })[]> {
      const plans = await deps.plans.listAll();
      return plans.length > 0 ? plans : defaultPlans.map((plan) => ({ ...plan, archived: false }));
    },
    maxAgeMs: deps.maxAgeMs,
    logger: deps.logger,
  });
  const onSale = (plans: (Plan & { archived: boolean })[]): Plan[] =>
    plans.filter((plan) => !plan.archived).map(({ archived: _archived, ...plan }) => plan);

  return {
    /** The plans on sale; the built-in defaults when the table is empty (the spec's fallback). */
    list: async (): Promise<Plan[]> => onSale(await kept.get()),
    /** Every plan, archived ones too (their subscribers' terms). */
    all: () => deps.plans.listAll(),
    /** Reads the plans again now (after an edit of the table). */
    refresh: async (): Promise<Plan[]> => onSale(await kept.refresh()),
    /** A plan by name, from the table or, when the table is empty, from the defaults. */
    async find(name: string): Promise<Plan | null> {
      const stored = await deps.plans.findByName(name);
      if (stored) return stored;
      const plans = await deps.plans.list();
      return plans.length === 0 ? (defaultPlans.find((plan) => plan.name === name) ?? null) : null;
    },
    /**
     * What people call the plan with this key, from memory: its display name (archived plans too),
     * basic's own, or, for a key no plan has any more, the key tidied.
     */
    async displayName(name: string): Promise<PlanText> {
      if (name === basicPlanName) return basicPlanDisplayName;
      const plan = (await kept.get()).find((candidate) => candidate.name === name);
      return plan?.display_name ?? nameFromKey(name);
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
