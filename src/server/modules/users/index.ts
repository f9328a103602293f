import { defineModule } from '../../platform/wiring/module';
import type { Guards } from '../../platform/http/guards';
import { createApiKeysRepo } from './api-keys.repo';
import { apiKeysRoutes } from './api-keys.routes';
import { createApiKeysService, type ApiKeysService } from './api-keys.service';
import { createGuards } from './guards';
import { createUsersAdmin, type UsersAdmin } from './users-admin.service';
import { usersAdminRoutes } from './users-admin.routes';
import { meRoutes } from './users.routes';
import { createUsersService, type UsersService } from './users.service';
import { usersTextsId } from './texts-id';

export type { UsersAdmin };
export { disabledChangedChannel } from './users-admin.service';
export type { UsersService };

export interface UsersApi {
  /** /api/me: the signed-in account's profile, plan and entitlements, and its changes. */
  users: UsersService;
  /** User management: the list, an account's page, disable and delete, the audit log. */
  admin: UsersAdmin;
  /** The accounts' API keys (a request with one acts as its owner, within its scopes). */
  apiKeys: ApiKeysService;
}

declare module '../../platform/wiring/module' {
  interface Services {
    users: UsersApi;
    /** The route guards every module's routes are given (platform/http/guards.ts). */
    guards: Guards;
  }
  interface AppEvents {
    /**
     * An account is being deleted, in its transaction: in-transaction handlers delete what their
     * module keeps of it without a foreign key and add the rows to `deleted` (the answer lists
     * them); after the commit, caches drop it.
     */
    'account.deleted': { userId: string; deleted: Record<string, number> };
  }
}

/**
 * The top of the account graph: /api/me, user management (disable, delete, plans, roles, the
 * audit log), API keys, and the route guards, which read the session, the key and the profile.
 */
export const usersModule = defineModule({
  name: 'users',
  needs: ['admin', 'auth', 'profiles', 'workspaces', 'billing', 'domains', 'links', 'checks', 'telegram'],
  provides: ['users', 'guards'],
  texts: usersTextsId,
  create: ({ admin, auth, profiles, workspaces, billing, domains, links, checks, telegram }, platform) => {
    const { db, bus, events, logger, rateLimitStore, now } = platform;
    const users = createUsersService({
      profiles,
      accounts: auth.accounts,
      billing,
      events,
      now,
      domainsOf: (userId) => domains.domainsOf(userId),
      telegramChats: (userId) => telegram.chatsOf(userId),
      roleOf: (workspaceId, accountId) => workspaces.roleOf(workspaceId, accountId),
    });
    const apiKeys = createApiKeysService({ repo: createApiKeysRepo(db), now });
    const guards = createGuards({
      readSession: auth.readSession,
      profiles,
      apiKeys,
      roleOf: (workspaceId, accountId) => workspaces.roleOf(workspaceId, accountId),
      subscriptionOf: (workspaceId) => billing.subscriptions.subscriptionOf(workspaceId),
      rateLimitStore,
      now,
    });
    const usersAdmin = createUsersAdmin({
      events,
      profiles,
      users,
      accounts: auth.accounts,
      billing,
      audit: admin.audit,
      bus,
      logger,
      now,
      telegramChats: (userId) => telegram.chatsOf(userId),
      ownedOnlyBy: (accountIds) => workspaces.ownedOnlyBy(accountIds),
      workspacesOf: (userId) => workspaces.membershipsOf(userId),
      ownersOf: (workspaceId) => workspaces.ownersOf(workspaceId),
      workspaceNames: (ids) => workspaces.namesOf(ids),
      // What other modules hold of an account (the account's page).
      ownedCounts: async (userId) => ({
        links: (await links.totals(userId)).links,
        custom_domains: await domains.customDomainCount(userId),
        watched_domains: await checks.watchedCount(userId),
        orders: await billing.orders.countOf(userId),
      }),
    });
    // A workspace left with only disabled owners is suspended at once (and one given an enabled owner is not).
    workspaces.onOwnersChanged(() => usersAdmin.ownersChanged());
    return {
      name: 'users',
      provides: { users: { users, admin: usersAdmin, apiKeys }, guards },
      routes: () => [
        meRoutes(users, guards),
        usersAdminRoutes(usersAdmin, guards),
        apiKeysRoutes(apiKeys, guards),
      ],
      lifecycle: usersAdmin.lifecycle,
    };
  },
});
