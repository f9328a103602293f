export { entitlementsFor, withinLimit, type Subscriber } from './entitlements';
export { createPlansRepo, type PlansRepo } from './plans.repo';
export { createPlansService, type PlansService } from './plans.service';
export { plansRoutes } from './plans.routes';
