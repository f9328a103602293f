import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminUserDetail,
  AdminUserList,
  AdminUsersQuery,
  AuditEntry,
} from '../../../shared/admin-users';
import { badRequest } from '../../platform/http/app-error';
import type { ChangeBus } from '../../platform/wiring/change-bus';
import type { Platform } from '../../platform/wiring/module';
import type { AuditLog } from '../admin';
import type { Accounts } from '../auth';
import type { BillingApi } from '../billing';
import type { Profiles } from '../profiles';
import type { AccountChats } from '../telegram';
import { extend, setSubscription, setWorkspaceSubscription } from './account-plan';
import type { Membership } from '../workspaces';
import { auditLog, detail, list, target } from './users-admin-reads';
import type { UsersService } from './users.service';

// User management (/admin/users, ADR 0017): the list for 100,000 accounts, one account's page,
// and what an admin does to an account — every change audited in its own transaction.
// A disabled account: its sessions end at once, sign-in makes none (auth's session hook), the
// guards refuse it, and the links of a workspace whose every owner is disabled answer the
// not-found page (the redirect asks `isSuspended`, kept in memory on every process through the
// change bus). A deleted account takes everything
// it owns with it (foreign keys, and, announced as 'account.deleted' in its transaction, what
// modules keep without one: links' clicks, rollups); its orders stay for the books, without a buyer.

export const disabledChangedChannel = 'ringkas_users_disabled';

export interface UsersAdminDeps {
  events: Platform['events'];
  profiles: Profiles;
  users: UsersService;
  accounts: Pick<Accounts, 'endSessions' | 'sessionCount' | 'deleteAccount'>;
  billing: Pick<BillingApi, 'plans' | 'subscriptions'> & Partial<Pick<BillingApi, 'planChanged'>>;
  audit: AuditLog;
  bus?: ChangeBus;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** What other modules hold of an account (links, domains, checks, orders). */
  ownedCounts(
    userId: string,
  ): Promise<{ links: number; custom_domains: number; watched_domains: number; orders: number }>;
  /** The Telegram chats connected to the account (the telegram module's). */
  telegramChats(userId: string): Promise<AccountChats | null>;
  /** The workspaces the account belongs to, and its owners' ids (the workspaces module's). */
  workspacesOf?(userId: string): Promise<Membership[]>;
  ownersOf?(workspaceId: string): Promise<string[]>;
  workspaceNames?(ids: string[]): Promise<Map<string, string>>;
  /** The workspaces whose every owner is among these accounts (the workspaces module's). */
  ownedOnlyBy?(accountIds: string[]): Promise<string[]>;
}

export function createUsersAdmin(deps: UsersAdminDeps) {
  const repo = deps.profiles;
  let disabled = new Set<string>();
  // Workspaces whose every owner is disabled: their links answer not-found (ADR 0026).
  let suspended = new Set<string>();
  let unsubscribe = () => {};

  async function reloadDisabled() {
    try {
      const ids = await repo.disabledIds();
      const workspaces = ids.length > 0 && deps.ownedOnlyBy ? await deps.ownedOnlyBy(ids) : ids;
      disabled = new Set(ids);
      suspended = new Set(workspaces);
    } catch (error) {
      deps.logger.error({ err: error }, 'disabled accounts could not be read again; keeping the last set');
    }
  }

  const service = {
    /** Whether the account is disabled now (from memory). */
    isDisabled: (userId: string) => disabled.has(userId),
    /**
     * Whether every owner of the workspace is disabled (the redirect asks this for every link:
     * from memory); a personal workspace's owner is its account.
     */
    isSuspended: (workspaceId: string) => suspended.has(workspaceId),
    /** Reads the disabled accounts and suspended workspaces again, here and on every process. */
    async ownersChanged() {
      await reloadDisabled();
      await deps.bus?.publish(disabledChangedChannel, '');
    },

    list: (query: AdminUsersQuery): Promise<AdminUserList> => list(deps, query),
    detail: (id: string): Promise<AdminUserDetail> => detail(deps, id),
    auditLog: (options: { target?: string; before?: string; limit?: number }): Promise<AuditEntry[]> =>
      auditLog(deps, options),
    setSubscription: (actorId: string | null, id: string, plan: string, expires: string | null) =>
      setSubscription(deps, actorId, id, plan, expires),
    setWorkspaceSubscription: (actorId: string | null, id: string, plan: string, expires: string | null) =>
      setWorkspaceSubscription(deps, actorId, id, plan, expires),
    extend: (actorId: string | null, id: string, days: number) => extend(deps, actorId, id, days),

    async setAdmin(actorId: string | null, id: string, isAdmin: boolean): Promise<AdminUserDetail> {
      const profile = await target(deps, id);
      if (id === actorId && !isAdmin) {
        throw badRequest('You cannot revoke your own admin rights. Ask another admin.', {
          is_admin: 'Only another admin can revoke your admin rights.',
        });
      }
      await deps.users.setAdmin(id, isAdmin);
      if (profile.isAdmin !== isAdmin) {
        await deps.audit.record({
          actorId,
          action: isAdmin ? 'user.grant_admin' : 'user.revoke_admin',
          target: `user:${id}`,
          before: { is_admin: profile.isAdmin },
          after: { is_admin: isAdmin },
        });
      }
      return detail(deps, id);
    },

    async setDisabled(
      actorId: string | null,
      id: string,
      disable: boolean,
      reason?: string,
    ): Promise<AdminUserDetail> {
      const profile = await target(deps, id);
      if (id === actorId) {
        throw badRequest('You cannot disable your own account.', {
          disabled: 'Only another admin can disable your account.',
        });
      }
      if (disable && profile.isAdmin && (await repo.countAdmins()) <= 1) {
        throw badRequest('The last admin cannot be disabled.', {
          disabled: 'Make another account an admin first: the install needs one.',
        });
      }
      await repo.setDisabled(id, disable ? deps.now() : null, disable ? (reason ?? null) : null);
      await reloadDisabled();
      // Certain even if that read failed (it keeps the last sets then).
      if (disable) disabled.add(id);
      else disabled.delete(id);
      // Every process drops its kept answer now; this one already has.
      await deps.bus?.publish(disabledChangedChannel, id);
      const ended = disable ? await deps.accounts.endSessions(id) : 0;
      if ((profile.disabledAt === null) !== !disable) {
        await deps.audit.record({
          actorId,
          action: disable ? 'user.disable' : 'user.enable',
          target: `user:${id}`,
          before: { disabled: profile.disabledAt !== null },
          after: { disabled: disable, reason: reason ?? null, sessions_ended: ended },
        });
      }
      return detail(deps, id);
    },

    /** Deletes the account and all it owns; answers how many rows of each kind went. */
    async remove(actorId: string | null, id: string): Promise<{ deleted: Record<string, number> }> {
      const profile = await target(deps, id);
      if (id === actorId)
        throw badRequest('You cannot delete your own account here.', {
          id: 'Only another admin can delete your account.',
        });
      if (profile.isAdmin && (await repo.countAdmins()) <= 1) {
        throw badRequest('The last admin cannot be deleted.', {
          id: 'Make another account an admin first: the install needs one.',
        });
      }
      const deleted: Record<string, number> = {};
      await deps.events.transaction(async (tx, emit) => {
        // Its handlers add what they deleted to the tally; those after the commit drop caches.
        await emit('account.deleted', { userId: id, deleted });
        await deps.accounts.deleteAccount(id, tx);
        deleted.accounts = 1;
        await deps.audit.record(
          {
            actorId,
            action: 'user.delete',
            target: `user:${id}`,
            before: { email: profile.email, plan: profile.subscriptionPlan },
            after: { deleted },
          },
          tx,
        );
      });
      await reloadDisabled();
      await deps.bus?.publish(disabledChangedChannel, id);
      return { deleted };
    },

    lifecycle: {
      async start() {
        await reloadDisabled();
        if (deps.bus) unsubscribe = deps.bus.subscribe(disabledChangedChannel, () => void reloadDisabled());
      },
      stop: () => unsubscribe(),
    },
  };
  return service;
}

export type UsersAdmin = ReturnType<typeof createUsersAdmin>;
