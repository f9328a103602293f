import type { AuditSubject } from '../../../shared/admin-users';
import { planTextSchema, type PlanText } from '../../../shared/plans';
import type { AuditLog, AuditRow } from '../admin';

// What each audit entry is about, as a person knows it: the one place a target's key (written by
// the module making the change: `user:<id>`, `plan:<key>`, `order:<reference>`, `brand`,
// `brand:logo`, `brand:favicon`, `gateway`, `workspace:<id>`) becomes an email, a plan's display
// name, a workspace's name or a reference.
// Resolved when the log is read, so a renamed plan shows its name of today; an account or a plan
// that is gone shows the last email or name the log kept of it (its deletion's `before`). The plans
// an entry's values name by key (`plan` in before or after) are resolved the same way.

export interface AuditSubjectSources {
  audit: Pick<AuditLog, 'lastBefore'>;
  /** The emails of the accounts among `ids` that exist. */
  emailsByIds(ids: string[]): Promise<Map<string, string>>;
  /** The names of the workspaces among `ids` that exist. */
  workspaceNames(ids: string[]): Promise<Map<string, string>>;
  plans: {
    /** Whether a plan with this key exists (archived ones too). */
    exists(key: string): Promise<boolean>;
    /** What people call it: its display name, or the key tidied. */
    displayName(key: string): Promise<PlanText>;
  };
}

/** An entry as read: what it is about, and the names of the plans its values name by key. */
export interface AuditReading {
  subject: AuditSubject;
  planNames: Record<string, PlanText>;
}

const keyed = /^(user|plan|order|workspace):(.+)$/;
const plainKinds = {
  brand: 'brand',
  'brand:logo': 'logo',
  'brand:favicon': 'favicon',
  gateway: 'gateway',
} as const;

function lastEmail(before: unknown): string | null {
  const email = (before as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : null;
}

function lastWorkspaceName(before: unknown): string | null {
  const name = (before as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : null;
}

function lastPlanName(before: unknown): PlanText | null {
  const parsed = planTextSchema.safeParse((before as { display_name?: unknown } | null)?.display_name);
  return parsed.success ? parsed.data : null;
}

/** The plan keys a before or after names: its `plan` field (user.subscription, .extend, .delete). */
function planValues(row: AuditRow): string[] {
  return [row.before, row.after].flatMap((side) => {
    const plan = (side as { plan?: unknown } | null)?.plan;
    return typeof plan === 'string' && plan !== '' ? [plan] : [];
  });
}

/** Each row's subject and plan names, in the rows' order. */
export async function auditReadings(rows: AuditRow[], sources: AuditSubjectSources): Promise<AuditReading[]> {
  const keysOf = (kind: string) => [
    ...new Set(
      rows.flatMap((row) => {
        const match = keyed.exec(row.target);
        return match?.[1] === kind ? [match[2]!] : [];
      }),
    ),
  ];
  const userIds = keysOf('user');
  const planKeys = [...new Set([...keysOf('plan'), ...rows.flatMap(planValues)])];

  const emails = await sources.emailsByIds(userIds);
  const goneUsers = userIds.filter((id) => !emails.has(id));
  const deletedUsers = await sources.audit.lastBefore(
    'user.delete',
    goneUsers.map((id) => `user:${id}`),
  );

  const workspaceIds = keysOf('workspace');
  const workspaceNames = await sources.workspaceNames(workspaceIds);
  const deletedWorkspaces = await sources.audit.lastBefore(
    'workspace.delete',
    workspaceIds.filter((id) => !workspaceNames.has(id)).map((id) => `workspace:${id}`),
  );

  const plans = new Map<string, { name: PlanText; deleted: boolean }>();
  const planExists = await Promise.all(planKeys.map((key) => sources.plans.exists(key)));
  const deletedPlans = await sources.audit.lastBefore(
    'plan.delete',
    planKeys.filter((_, index) => !planExists[index]).map((key) => `plan:${key}`),
  );
  for (const [index, key] of planKeys.entries()) {
    const deleted = !planExists[index];
    const kept = deleted ? lastPlanName(deletedPlans.get(`plan:${key}`)) : null;
    plans.set(key, { name: kept ?? (await sources.plans.displayName(key)), deleted });
  }

  return rows.map((row) => ({
    subject: subjectOf(row),
    planNames: Object.fromEntries(planValues(row).map((key) => [key, plans.get(key)!.name])),
  }));

  function subjectOf(row: AuditRow): AuditSubject {
    const plain = plainKinds[row.target as keyof typeof plainKinds];
    if (plain) return { kind: plain };
    const [, kind, key] = keyed.exec(row.target) ?? [];
    if (kind === 'user' && key) {
      const email = emails.get(key);
      if (email !== undefined) return { kind: 'account', id: key, email, deleted: false };
      return { kind: 'account', id: key, email: lastEmail(deletedUsers.get(row.target)), deleted: true };
    }
    if (kind === 'plan' && key) return { kind: 'plan', key, ...plans.get(key)! };
    if (kind === 'order' && key) return { kind: 'order', reference: key };
    if (kind === 'workspace' && key) {
      const name = workspaceNames.get(key);
      if (name !== undefined) return { kind: 'workspace', id: key, name, deleted: false };
      return {
        kind: 'workspace',
        id: key,
        name: lastWorkspaceName(deletedWorkspaces.get(row.target)),
        deleted: true,
      };
    }
    return { kind: 'other', target: row.target };
  }
}
