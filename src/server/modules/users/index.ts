import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../platform/change-bus';
import type { Guards } from '../../platform/guards';
import type { AppModule } from '../../platform/module';
import type { RateLimitStore } from '../../platform/rate-limit';
import type { AuditLog } from '../admin';
import type { AuthApi } from '../auth';
import type { BillingApi } from '../billing';
import { createApiKeysRepo } from './api-keys.repo';
import { apiKeysRoutes } from './api-keys.routes';
import { createApiKeysService, type ApiKeysService } from './api-keys.service';
import { createGuards } from './guards';
import { createUsersRepo } from './users.repo';
import { createUsersAdmin, type UsersAdmin } from './users-admin.service';
import { usersAdminRoutes } from './users-admin.routes';
import { meRoutes } from './users.routes';
import { createUsersService, type UsersService } from './users.service';

export type { SubscriptionChangedHook } from './users.service';
export type { AccountDeletingHook, UsersAdmin } from './users-admin.service';
export { disabledChangedChannel } from './users-admin.service';
export type { UsersService };

export interface UsersApi {
  users: UsersService;
  /** The route guards every module's routes use (through platform/guards.ts). */
  guards: Guards;
  /** User management: the list, an account's page, disable and delete, the audit log. */
  admin: UsersAdmin;
  /** The accounts' API keys (a request with one acts as its owner, within its scopes). */
  apiKeys: ApiKeysService;
}

/** Profiles (first account admin, trial), /api/me, roles, and the route guards. */
export function createUsersModule(deps: {
  db: Db;
  auth: Pick<AuthApi, 'readSession' | 'accounts'>;
  audit: AuditLog;
  bus?: ChangeBus;
  logger: FastifyBaseLogger;
  /** What other modules hold of an account (created after this one: asked per request). */
  ownedCounts: (
    userId: string,
  ) => Promise<{ links: number; custom_domains: number; watched_domains: number; orders: number }>;
  /** Told after an account is deleted (caches, host tables). */
  afterDeleted: (userId: string) => Promise<void>;
  /** planChanged is absent on the command line, which tells no one (no notifications there). */
  billing: Pick<BillingApi, 'plans' | 'entitlementsFor'> & Partial<Pick<BillingApi, 'planChanged'>>;
  now: () => Date;
  /** The brand's trial_period setting, in days. */
  trialDays: () => Promise<number>;
  /** The domains short links may live on; a default domain must be one of them. */
  domainsOf: (userId: string) => Promise<string[]>;
  /** Where API keys' request counts live (Redis when configured). */
  rateLimitStore: RateLimitStore;
}): AppModule<UsersApi> {
  const repo = createUsersRepo(deps.db);
  const users = createUsersService({
    users: repo,
    accounts: deps.auth.accounts,
    billing: deps.billing,
    now: deps.now,
    trialDays: deps.trialDays,
    domainsOf: deps.domainsOf,
  });
  const apiKeys = createApiKeysService({ repo: createApiKeysRepo(deps.db), now: deps.now });
  const guards = createGuards({
    readSession: deps.auth.readSession,
    users,
    apiKeys,
    rateLimitStore: deps.rateLimitStore,
    now: deps.now,
  });
  const admin = createUsersAdmin({
    db: deps.db,
    repo,
    users,
    accounts: deps.auth.accounts,
    billing: deps.billing,
    audit: deps.audit,
    bus: deps.bus,
    logger: deps.logger,
    now: deps.now,
    ownedCounts: deps.ownedCounts,
    afterDeleted: deps.afterDeleted,
  });
  return {
    name: 'users',
    api: { users, guards, admin, apiKeys },
    routes: [meRoutes(users, guards), usersAdminRoutes(admin, guards), apiKeysRoutes(apiKeys, guards)],
    lifecycle: admin.lifecycle,
  };
}
