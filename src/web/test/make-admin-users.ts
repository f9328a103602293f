import type {
  AdminUserDetail,
  AdminUserList,
  AdminUserRow,
  AdminWorkspace,
  AuditEntry,
} from '../../shared/admin-users';
import { basicPlanDisplayName } from '../../shared/plans';
import { displayNameOf } from './make-billing';

// The user-management API's answers (src/shared/admin-users.ts), for component tests only.

let sequence = 0;

/** An account as the list shows it: on the free trial, not an admin, not disabled, unless told. */
export function makeAdminUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  sequence += 1;
  const n = String(sequence).padStart(4, '0');
  return {
    id: `00000000-0000-4000-8000-00000001${n}`,
    email: `user${n}@example.com`,
    name: `User ${n}`,
    username: `user${n}`,
    is_admin: false,
    disabled: false,
    plan: 'free',
    plan_display_name:
      overrides.plan === 'basic' ? basicPlanDisplayName : displayNameOf(overrides.plan ?? 'free'),
    expires: '2026-12-08T03:00:00.000Z',
    trial: true,
    created_at: '2026-12-01T03:00:00.000Z',
    ...overrides,
  };
}

/** One page of the list: the rows given, out of `total` (their number unless told). */
export function makeAdminUserList(
  items: AdminUserRow[],
  { total = items.length, page = 1, per_page = 50 }: Partial<Omit<AdminUserList, 'items'>> = {},
): AdminUserList {
  return { items, total, page, per_page };
}

/** An admin's change to an account: the plan set from free to medium, by the admin ayu. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-00000002${String(sequence).padStart(4, '0')}`,
    actor: { id: 'user-1', email: 'ayu@example.com' },
    action: 'user.subscription',
    target: 'user:00000000',
    subject: { kind: 'account', id: '00000000', email: 'customer@example.com', deleted: false },
    before: { plan: 'free', expires: '2026-12-08T03:00:00.000Z' },
    after: { plan: 'medium', expires: '2027-01-07T03:00:00.000Z' },
    plan_names: { free: { en: 'Free', id: 'Gratis' }, medium: { en: 'Medium', id: 'Medium' } },
    created_at: '2026-12-02T04:00:00.000Z',
    ...overrides,
  };
}

/** A team's workspace the account belongs to, as an admin sees it: a member there, on medium, unless told. */
export function makeAdminWorkspace(overrides: Partial<AdminWorkspace> = {}): AdminWorkspace {
  sequence += 1;
  const n = String(sequence).padStart(4, '0');
  return {
    id: `00000000-0000-4000-8000-00000003${n}`,
    name: `Team ${n}`,
    slug: `team-${n}`,
    personal: false,
    role: 'member',
    plan: 'medium',
    plan_display_name: { en: 'Medium', id: 'Medium' },
    expires: '2027-02-01T03:00:00.000Z',
    ...overrides,
  };
}

/**
 * An account's page: the row's fields, profile, what it owns, its personal workspace alone (its id
 * the account's, owner there, on the account's plan) and no audit entries, unless told.
 */
export function makeAdminUserDetail(
  user: Partial<AdminUserDetail['user']> = {},
  more: Partial<Omit<AdminUserDetail, 'user'>> = {},
): AdminUserDetail {
  const row: AdminUserDetail['user'] = {
    ...makeAdminUserRow(),
    timezone: 'Asia/Jakarta',
    language: 'id',
    telegram_connected: false,
    disabled_reason: null,
    disabled_at: null,
    ...user,
  };
  return {
    user: row,
    counts: { links: 12, custom_domains: 1, watched_domains: 3, orders: 2, sessions: 1 },
    workspaces: [
      makeAdminWorkspace({
        id: row.id,
        name: row.name || row.email,
        slug: row.username,
        personal: true,
        role: 'owner',
        plan: row.plan,
        plan_display_name: row.plan_display_name,
        expires: row.expires,
      }),
    ],
    audit: [],
    ...more,
  };
}
