import type {
  AdminUserDetail,
  AdminWorkspace,
  AdminUserList,
  AdminUserRow,
  AdminUsersQuery,
  AuditEntry,
} from '../../../shared/admin-users';
import { basicPlanName, type PlanText } from '../../../shared/plans';
import type { AccountRow } from '../profiles';
import { accountRow } from './account-row';
import { auditReadings } from './audit-subjects';
import type { UsersAdminDeps } from './users-admin.service';

// What user management shows: the list, one account's page, the audit log, and the rows' shape.

/** Each plan's display name, by key, for the rows about to be shown. */
export async function planNames(
  deps: UsersAdminDeps,
  profiles: AccountRow[],
): Promise<Map<string, PlanText>> {
  const keys = [...new Set(profiles.map((profile) => profile.subscriptionPlan))];
  const names = await Promise.all(keys.map((key) => deps.billing.plans.displayName(key)));
  return new Map(keys.map((key, index) => [key, names[index]!]));
}

export function row(profile: AccountRow, now: Date, names: Map<string, PlanText>): AdminUserRow {
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

/** The account, with its personal workspace's subscription. */
export const target = (deps: UsersAdminDeps, id: string): Promise<AccountRow> => accountRow(deps, id);

export const subscriptionOf = (profile: AccountRow) => ({
  plan: profile.subscriptionPlan,
  expires: profile.subscriptionExpires?.toISOString() ?? null,
});

export async function list(deps: UsersAdminDeps, query: AdminUsersQuery): Promise<AdminUserList> {
  const now = deps.now();
  const { rows, total } = await deps.profiles.adminPage(query, now);
  const names = await planNames(deps, rows);
  return {
    items: rows.map((profile) => row(profile, now, names)),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export async function detail(deps: UsersAdminDeps, id: string): Promise<AdminUserDetail> {
  const profile = await target(deps, id);
  const [owned, sessions, audit, names, chats, workspaces] = await Promise.all([
    deps.ownedCounts(id),
    deps.accounts.sessionCount(id),
    auditLog(deps, { target: `user:${id}` }),
    planNames(deps, [profile]),
    deps.telegramChats(id),
    workspacesOf(deps, id),
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
    workspaces,
    audit,
  };
}

/** The workspaces the account belongs to, with its role and each one's plan. */
async function workspacesOf(deps: UsersAdminDeps, id: string): Promise<AdminWorkspace[]> {
  const memberships = (await deps.workspacesOf?.(id)) ?? [];
  return Promise.all(
    memberships.map(async (membership) => {
      const subscription = await deps.billing.subscriptions.subscriptionOf(membership.id);
      const plan = subscription?.plan ?? 'basic';
      return {
        id: membership.id,
        name: membership.name,
        slug: membership.slug,
        personal: membership.personal && membership.id === id,
        role: membership.role,
        plan,
        plan_display_name: await deps.billing.plans.displayName(plan),
        expires: subscription?.expires?.toISOString() ?? null,
      };
    }),
  );
}

export async function auditLog(
  deps: UsersAdminDeps,
  options: { target?: string; before?: string; limit?: number },
): Promise<AuditEntry[]> {
  const rows = await deps.audit.list({
    target: options.target,
    before: options.before,
    limit: options.limit ?? 50,
  });
  const actors = await deps.profiles.emailsByIds([
    ...new Set(rows.map((entry) => entry.actorId).filter((id): id is string => Boolean(id))),
  ]);
  const readings = await auditReadings(rows, {
    audit: deps.audit,
    emailsByIds: (ids) => deps.profiles.emailsByIds(ids),
    workspaceNames: async (ids) => (await deps.workspaceNames?.(ids)) ?? new Map(),
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
}
