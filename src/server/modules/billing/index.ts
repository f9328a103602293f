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

/** Plans (seeded, defaults as fallback) and what each entitles to. */
export function createBillingModule(deps: { db: Db }): AppModule<BillingApi> {
  const plans = createPlansService({ plans: createPlansRepo(deps.db) });
  return { name: 'billing', api: { plans, entitlementsFor }, routes: [plansRoutes(plans)] };
}
