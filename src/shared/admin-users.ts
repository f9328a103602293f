import { z } from 'zod';
import { workspaceRoles } from './workspaces';
import { planTextSchema } from './plans';
import { singleLine } from './text';

// User management (/admin/users) and the audit log: the API's shapes, shared by the server and the
// web app. Every route is admin-only (401 signed out, 403 for anyone else).
//
//   GET    /api/admin/users?q=&plan=&admin=&disabled=&trial=&sort=&order=&page=&per_page=
//                                         search (email, name, username: a part of one), filters,
//                                         sorting and paging -> { items, total, page, per_page }
//   GET    /api/admin/users/:id           one account: profile, plan, counts, workspaces, audit entries
//   PUT    /api/admin/users/:id/subscription  { plan, expires } set the plan and its end
//   PUT    /api/admin/workspaces/:id/subscription  { plan, expires } a team's workspace's plan
//   POST   /api/admin/users/:id/extend    { days } add days after the later of now and the end
//   PUT    /api/admin/users/:id/admin     { is_admin } grant or revoke (never the last admin)
//   PUT    /api/admin/users/:id/disabled  { disabled, reason? } disable (sessions end at once, sign-in
//                                         refused, links answer not-found) or enable again
//   DELETE /api/admin/users/:id           the account and everything it owns (payments kept, the
//                                         buyer anonymised) -> { deleted: counts per kind }
//   GET    /api/admin/audit?target=&before=   the audit log, newest first (50 a page)
// Every change is written to the audit log (who, what, when, before and after).

export const adminUserSorts = ['created_at', 'email', 'name', 'expires'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];

export const adminUsersPerPage = [25, 50, 100] as const;

const flag = z
  .enum(['true', 'false'], { message: 'Use true or false.' })
  .transform((value) => value === 'true')
  .optional();

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
  plan: z.string().trim().min(1).max(40).optional(),
  admin: flag,
  disabled: flag,
  /** On the free trial now. */
  trial: flag,
  sort: z
    .enum(adminUserSorts, { message: 'Sort by created_at, email, name or expires.' })
    .default('created_at'),
  order: z.enum(['asc', 'desc'], { message: 'Use asc or desc.' }).default('desc'),
  page: z.coerce.number().int('Use a whole page number.').min(1, 'Pages start at 1.').max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((value) => (adminUsersPerPage as readonly number[]).includes(value), 'Use 25, 50 or 100.')
    .default(50),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
  is_admin: z.boolean(),
  disabled: z.boolean(),
  /** The plan's key. */
  plan: z.string(),
  /** What people call it. */
  plan_display_name: planTextSchema,
  expires: z.string().nullable(),
  /** On the free trial now. */
  trial: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListSchema = z.object({
  items: z.array(adminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/**
 * Every action the audit log records, by the module making the change (`audit.record` takes only
 * these); the web app words each in both languages.
 */
export const auditActions = [
  'user.subscription',
  'user.extend',
  'user.grant_admin',
  'user.revoke_admin',
  'user.disable',
  'user.enable',
  'user.delete',
  'plan.create',
  'plan.update',
  'plan.archive',
  'plan.delete',
  'plan.restore',
  'order.approve',
  'order.reject',
  'gateway.update',
  'brand.update',
  'brand.asset.upload',
  // Workspaces (ADR 0026): who joined, left or changed role (target user:<id>), and deletions.
  'workspace.invite',
  'workspace.invite.revoke',
  'workspace.member.add',
  'workspace.member.role',
  'workspace.member.remove',
  'workspace.delete',
  // A plan set on a workspace by the platform admin (target workspace:<id>).
  'workspace.subscription',
  // A bulk action on a workspace's links, once finished (target workspace:<id>).
  'links.bulk',
  // A link disabled or enabled from Telegram (target workspace:<id>, the link in before and
  // after; ADR 0034).
  'link.disable',
  'link.enable',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * What an entry changed, as a person knows it, worked out by the server when the log is read (the
 * entry itself keeps the target's key: `user:<id>`, `plan:<key>`, `order:<reference>`...).
 * `deleted`: the account or plan is gone; its last known email or name is shown.
 */
export const auditSubjectSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('account'),
    id: z.string(),
    /** Null only for an account deleted before the log kept its email. */
    email: z.string().nullable(),
    deleted: z.boolean(),
  }),
  z.object({ kind: z.literal('plan'), key: z.string(), name: planTextSchema, deleted: z.boolean() }),
  z.object({ kind: z.literal('order'), reference: z.string() }),
  /** A workspace by its name (null: deleted before the log kept it); `deleted`: gone now. */
  z.object({
    kind: z.literal('workspace'),
    id: z.string(),
    name: z.string().nullable(),
    deleted: z.boolean(),
  }),
  z.object({ kind: z.enum(['brand', 'logo', 'favicon', 'gateway']) }),
  /** A target this build does not know: its key as written. */
  z.object({ kind: z.literal('other'), target: z.string() }),
]);
export type AuditSubject = z.infer<typeof auditSubjectSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** The admin who acted; null once their account is deleted, or for the command line. */
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  /** One of auditActions, or (written by a newer build) another the web words generically. */
  action: z.string(),
  target: z.string(),
  subject: auditSubjectSchema,
  before: z.unknown(),
  after: z.unknown(),
  /**
   * What people call each plan the entry's before and after name by key (their `plan` field: a
   * plan set, extended, an account deleted), resolved as the subject's plan is: its display name
   * today, a deleted one's last. The web shows these instead of the keys.
   */
  plan_names: z.record(z.string(), planTextSchema),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  next_cursor: z.string().nullable(),
});

/** A workspace the account belongs to, as the platform admin sees it: its role there, the plan. */
export const adminWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The account's own personal workspace (its subscription is the account's row's). */
  personal: z.boolean(),
  role: z.enum(workspaceRoles),
  plan: z.string(),
  /** What people call it. */
  plan_display_name: planTextSchema,
  expires: z.string().nullable(),
});
export type AdminWorkspace = z.infer<typeof adminWorkspaceSchema>;

/** PUT /api/admin/workspaces/:id/subscription answers the workspace's plan and its end. */
export const workspaceSubscriptionSchema = z.object({
  id: z.string(),
  plan: z.string(),
  expires: z.string().nullable(),
});
export type WorkspaceSubscription = z.infer<typeof workspaceSubscriptionSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.extend({
    timezone: z.string(),
    language: z.string(),
    telegram_connected: z.boolean(),
    disabled_reason: z.string().nullable(),
    disabled_at: z.string().nullable(),
  }),
  /** What the account owns. */
  counts: z.object({
    links: z.number().int(),
    custom_domains: z.number().int(),
    watched_domains: z.number().int(),
    orders: z.number().int(),
    sessions: z.number().int(),
  }),
  /** The workspaces it belongs to, its personal one first (ADR 0026). */
  workspaces: z.array(adminWorkspaceSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const setSubscriptionSchema = z
  .object({
    plan: z.string().trim().min(1, 'Choose a plan.'),
    /** ISO date-time; null only for basic (no end). */
    expires: z.iso.datetime({ offset: true, message: 'Enter when the plan ends.' }).nullable(),
  })
  .strict();

export const extendSubscriptionSchema = z
  .object({
    days: z
      .number({ message: 'Enter a number of days.' })
      .int('Enter whole days.')
      .min(1, 'Enter at least 1 day.')
      .max(3650, 'Enter at most 3,650 days.'),
  })
  .strict();

export const setAdminSchema = z.object({ is_admin: z.boolean() }).strict();

export const setDisabledSchema = z
  .object({ disabled: z.boolean(), reason: singleLine(300).optional() })
  .strict();

export const deletedUserSchema = z.object({
  deleted: z.record(z.string(), z.number().int()),
});

export const auditQuerySchema = z.object({
  target: z.string().trim().max(200).optional(),
  before: z.uuid().optional(),
});
