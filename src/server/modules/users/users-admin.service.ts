import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminUserDetail,
  AdminUserList,
  AdminUserRow,
  AdminUsersQuery,
  AuditEntry,
} from '../../../shared/admin-users';
import { basicPlanName, type PlanText } from '../../../shared/plans';
import { badRequest, notFound, validationFailed } from '../../platform/app-error';
import type { ChangeBus } from '../../platform/change-bus';
import type { Platform } from '../../platform/module';
import type { AuditLog } from '../admin';
import type { Accounts } from '../auth';
import type { BillingApi } from '../billing';
import type { ProfileRow, Profiles } from '../profiles';
import { auditReadings } from './audit-subjects';
import type { UsersService } from './users.service';

// User management (/admin/users, ADR 0017): the list for 100,000 accounts, one account's page,
// and what an admin does to an account — every change audited in its own transaction.
// A disabled account: its sessions end at once, sign-in makes none (auth's session hook), the
// guards refuse it, and its links answer the not-found page (the redirect asks `isDisabled`,
// kept in memory on every process through the change bus). A deleted account takes everything
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
  telegramChats(userId: string): Promise<unknown>;
}

const dayMs = 86_400_000;

export function createUsersAdmin(deps: UsersAdminDeps) {
  const repo = deps.profiles;
  let disabled = new Set<string>();
  let unsubscribe = () => {};

  async function reloadDisabled() {
    try {
      disabled = new Set(await repo.disabledIds());
    } catch (error) {
      deps.logger.error({ err: error }, 'disabled accounts could not be read again; keeping the last set');
    }
  }

  /** Each plan's display name, by key, for the rows about to be shown. */
  async function planNames(profiles: ProfileRow[]): Promise<Map<string, PlanText>> {
    const keys = [...new Set(profiles.map((profile) => profile.subscriptionPlan))];
    const names = await Promise.all(keys.map((key) => deps.billing.plans.displayName(key)));
    return new Map(keys.map((key, index) => [key, names[index]!]));
  }

  function row(profile: ProfileRow, now: Date, names: Map<string, PlanText>): AdminUserRow {
    return {
      id: profile.id,
      email: profile.email,
      name: profile.name,
      username: profile.username,
      is_admin: profile.isAdmin,
      disabled: profile.disabledAt !== null,
      plan: profile.subscriptionPlan,
      plan_display_name: names.get(profile.subscriptionPlan)!,
      expires: profile.subscriptionExpires?.toISOString() ?? null,
      trial:
        profile.subscriptionPlan === 'free' &&
        profile.subscriptionExpires !== null &&
        profile.subscriptionExpires.getTime() > now.getTime(),
      created_at: profile.createdAt.toISOString(),
    };
  }

  async function target(id: string): Promise<ProfileRow> {
    const found = await repo.findById(id);
    if (!found) throw notFound('User');
    return found;
  }

  const subscriptionOf = (profile: ProfileRow) => ({
    plan: profile.subscriptionPlan,
    expires: profile.subscriptionExpires?.toISOString() ?? null,
  });

  const service = {
    /** Whether the account is disabled now (the redirect asks this for every link: from memory). */
    isDisabled: (userId: string) => disabled.has(userId),

    async list(query: AdminUsersQuery): Promise<AdminUserList> {
      const now = deps.now();
      const { rows, total } = await repo.adminPage(query, now);
      const names = await planNames(rows);
      return {
        items: rows.map((profile) => row(profile, now, names)),
        total,
        page: query.page,
        per_page: query.per_page,
      };
    },

    async detail(id: string): Promise<AdminUserDetail> {
      const profile = await target(id);
      const [owned, sessions, audit, names, chats] = await Promise.all([
        deps.ownedCounts(id),
        deps.accounts.sessionCount(id),
        service.auditLog({ target: `user:${id}` }),
        planNames([profile]),
        deps.telegramChats(id),
      ]);
      return {
        user: {
          ...row(profile, deps.now(), names),
          timezone: profile.timezone,
          language: profile.language,
          telegram_connected: chats !== null,
          disabled_reason: profile.disabledReason,
          disabled_at: profile.disabledAt?.toISOString() ?? null,
        },
        counts: { ...owned, sessions },
        audit,
      };
    },

    async setSubscription(
      actorId: string | null,
      id: string,
      plan: string,
      expires: string | null,
    ): Promise<AdminUserDetail> {
      const profile = await target(id);
      if (plan !== basicPlanName && !(await deps.billing.plans.find(plan))) {
        throw validationFailed({ plan: `There is no plan named "${plan}".` });
      }
      if (plan !== basicPlanName && expires === null)
        throw validationFailed({ expires: 'Enter when the plan ends.' });
      const end = plan === basicPlanName ? null : new Date(expires!);
      await deps.billing.subscriptions.change(id, plan, end);
      await deps.audit.record({
        actorId,
        action: 'user.subscription',
        target: `user:${id}`,
        before: subscriptionOf(profile),
        after: { plan, expires: end?.toISOString() ?? null },
      });
      // Told as a payment tells it: the account's own plan changed under it.
      await deps.billing.planChanged?.(id, { kind: 'set', plan, expires: end });
      return service.detail(id);
    },

    async extend(actorId: string | null, id: string, days: number): Promise<AdminUserDetail> {
      const profile = await target(id);
      if (profile.subscriptionPlan === basicPlanName) {
        throw badRequest('The basic plan has no end to extend. Set a plan first.', {
          days: 'Set a plan first: basic has no end.',
        });
      }
      const now = deps.now().getTime();
      const from = Math.max(now, profile.subscriptionExpires?.getTime() ?? now);
      const end = new Date(from + days * dayMs);
      await deps.billing.subscriptions.change(id, profile.subscriptionPlan, end);
      await deps.audit.record({
        actorId,
        action: 'user.extend',
        target: `user:${id}`,
        before: subscriptionOf(profile),
        after: { plan: profile.subscriptionPlan, expires: end.toISOString(), days },
      });
      await deps.billing.planChanged?.(id, {
        kind: 'extended',
        plan: profile.subscriptionPlan,
        expires: end,
      });
      return service.detail(id);
    },

    async setAdmin(actorId: string | null, id: string, isAdmin: boolean): Promise<AdminUserDetail> {
      const profile = await target(id);
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
      return service.detail(id);
    },

    async setDisabled(
      actorId: string | null,
      id: string,
      disable: boolean,
      reason?: string,
    ): Promise<AdminUserDetail> {
      const profile = await target(id);
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
      return service.detail(id);
    },

    /** Deletes the account and all it owns; answers how many rows of each kind went. */
    async remove(actorId: string | null, id: string): Promise<{ deleted: Record<string, number> }> {
      const profile = await target(id);
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
      disabled.delete(id);
      await deps.bus?.publish(disabledChangedChannel, id);
      return { deleted };
    },

    async auditLog(options: { target?: string; before?: string; limit?: number }): Promise<AuditEntry[]> {
      const rows = await deps.audit.list({
        target: options.target,
        before: options.before,
        limit: options.limit ?? 50,
      });
      const actors = await repo.emailsByIds([
        ...new Set(rows.map((entry) => entry.actorId).filter((id): id is string => Boolean(id))),
      ]);
      const readings = await auditReadings(rows, {
        audit: deps.audit,
        emailsByIds: (ids) => repo.emailsByIds(ids),
        plans: {
          exists: async (key) => key === basicPlanName || (await deps.billing.plans.find(key)) !== null,
          displayName: (key) => deps.billing.plans.displayName(key),
        },
      });
      return rows.map((entry, index) => ({
        id: entry.id,
        actor:
          entry.actorId && actors.has(entry.actorId)
            ? { id: entry.actorId, email: actors.get(entry.actorId)! }
            : null,
        action: entry.action,
        target: entry.target,
        subject: readings[index]!.subject,
        before: entry.before,
        after: entry.after,
        plan_names: readings[index]!.planNames,
        created_at: entry.createdAt.toISOString(),
      }));
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
