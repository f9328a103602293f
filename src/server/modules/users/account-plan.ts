import type { AdminUserDetail, WorkspaceSubscription } from '../../../shared/admin-users';
import { basicPlanName } from '../../../shared/plans';
import { badRequest, notFound, validationFailed } from '../../platform/http/app-error';
import type { UsersAdminDeps } from './users-admin.service';
import { detail, subscriptionOf, target } from './users-admin-reads';

// An admin sets an account's plan and its end, or extends it: billing changes the subscription,
// the change is audited, and the account is told as a payment would tell it.

const dayMs = 86_400_000;

/** The plan and its end an admin asks for, checked: a plan that exists; an end unless basic. */
async function wantedPlan(deps: UsersAdminDeps, plan: string, expires: string | null): Promise<Date | null> {
  if (plan !== basicPlanName && !(await deps.billing.plans.find(plan))) {
    throw validationFailed({ plan: `There is no plan named "${plan}".` });
  }
  if (plan !== basicPlanName && expires === null)
    throw validationFailed({ expires: 'Enter when the plan ends.' });
  return plan === basicPlanName ? null : new Date(expires!);
}

/**
 * An admin sets a workspace's plan (a team's, which no account's page holds): changed, audited
 * under the workspace, and its owners told as a payment would tell them.
 */
export async function setWorkspaceSubscription(
  deps: UsersAdminDeps,
  actorId: string | null,
  id: string,
  plan: string,
  expires: string | null,
): Promise<WorkspaceSubscription> {
  const before = await deps.billing.subscriptions.subscriptionOf(id);
  if (!before) throw notFound('Workspace');
  const end = await wantedPlan(deps, plan, expires);
  await deps.billing.subscriptions.change(id, plan, end);
  await deps.audit.record({
    actorId,
    action: 'workspace.subscription',
    target: `workspace:${id}`,
    before: { plan: before.plan, expires: before.expires?.toISOString() ?? null },
    after: { plan, expires: end?.toISOString() ?? null },
  });
  for (const owner of (await deps.ownersOf?.(id)) ?? []) {
    await deps.billing.planChanged?.(owner, { kind: 'set', plan, expires: end });
  }
  return { id, plan, expires: end?.toISOString() ?? null };
}

export async function setSubscription(
  deps: UsersAdminDeps,
  actorId: string | null,
  id: string,
  plan: string,
  expires: string | null,
): Promise<AdminUserDetail> {
  const profile = await target(deps, id);
  const end = await wantedPlan(deps, plan, expires);
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
  return detail(deps, id);
}

export async function extend(
  deps: UsersAdminDeps,
  actorId: string | null,
  id: string,
  days: number,
): Promise<AdminUserDetail> {
  const profile = await target(deps, id);
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
  return detail(deps, id);
}
