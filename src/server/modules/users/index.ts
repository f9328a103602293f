import type { Db } from '../../db/client';
import type { Guards } from '../../platform/guards';
import type { AppModule } from '../../platform/module';
import type { AuthApi } from '../auth';
import type { BillingApi } from '../billing';
import { createGuards } from './guards';
import { createUsersRepo } from './users.repo';
import { adminUsersRoutes, meRoutes } from './users.routes';
import { createUsersService, type UsersService } from './users.service';

export type { SubscriptionChangedHook } from './users.service';
export type { UsersService };

export interface UsersApi {
  users: UsersService;
  /** The route guards every module's routes use (through platform/guards.ts). */
  guards: Guards;
}

/** Profiles (first account admin, trial), /api/me, roles, and the route guards. */
export function createUsersModule(deps: {
  db: Db;
  auth: Pick<AuthApi, 'readSession' | 'accounts'>;
  billing: Pick<BillingApi, 'plans' | 'entitlementsFor'>;
  now: () => Date;
  /** The brand's trial_period setting, in days. */
  trialDays: () => Promise<number>;
  /** The domains short links may live on; a default domain must be one of them. */
  domainsOf: (userId: string) => Promise<string[]>;
}): AppModule<UsersApi> {
  const users = createUsersService({
    users: createUsersRepo(deps.db),
    accounts: deps.auth.accounts,
    billing: deps.billing,
    now: deps.now,
    trialDays: deps.trialDays,
    domainsOf: deps.domainsOf,
  });
  const guards = createGuards({ readSession: deps.auth.readSession, users });
  return {
    name: 'users',
    api: { users, guards },
    routes: [meRoutes(users, guards), adminUsersRoutes(users, guards)],
  };
}
