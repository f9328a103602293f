import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AppModule } from '../../platform/module';
import { entitlementsFor } from './entitlements';
import { createPlansRepo } from './plans.repo';
import { plansRoutes } from './plans.routes';
import { createPlansService, type PlansService } from './plans.service';

export type { Subscriber } from './entitlements';
export type { PlansService };

export interface BillingApi {
  plans: PlansService;
  /** What a subscriber may do now under a plan. */
  entitlementsFor: typeof entitlementsFor;
}

/**
 * How long an edit of the plans table may go unseen: nothing in the app writes it (migrations seed
 * it, operators edit it in SQL), and /api/plans lets browsers keep it as long.
 */
const plansMaxAgeMs = 60_000;

/** Plans (seeded, defaults as fallback, kept in memory) and what each entitles to. */
export function createBillingModule(deps: { db: Db; logger: FastifyBaseLogger }): AppModule<BillingApi> {
  const plans = createPlansService({
    plans: createPlansRepo(deps.db),
    logger: deps.logger,
    maxAgeMs: plansMaxAgeMs,
  });
  return {
    name: 'billing',
    api: { plans, entitlementsFor },
    routes: [plansRoutes(plans)],
    lifecycle: {
      // Read once at start, so that an outage before the first visit still has plans to show.
      start: async () => void (await plans.list()),
      stop: () => undefined,
    },
  };
}
