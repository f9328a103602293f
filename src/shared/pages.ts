import type { Entitlements } from './plans';

// The pages of the web app: the one list of their paths and of who may open them. The server
// answers these paths with the web app and keeps their first segments from aliases (paths.ts); the
// web app builds its router, sidebar, search palette and prefetching from the same entries
// (web/app/pages.ts). Adding a page starts here.

/** Who may open a page: anyone, a signed-in user, or an admin. */
export type PageAccess = 'public' | 'signed-in' | 'admin';

/** A boolean entitlement from GET /api/me, e.g. 'cloakingCountry'. */
export type PageEntitlement = {
  [Key in keyof Entitlements]: Entitlements[Key] extends boolean ? Key : never;
}[keyof Entitlements];

export interface PageSpec {
  /** A segment `:name` is a parameter (`/invite/:token`): any one segment matches it. */
  path: `/${string}`;
  access: PageAccess;
  /** Offered (menu and search) only to an admin or to a user whose plan grants this. */
  entitlement?: PageEntitlement;
}

export const pages = {
  landing: { path: '/', access: 'public' },
  pricing: { path: '/pricing', access: 'public' },
  login: { path: '/login', access: 'public' },
  register: { path: '/register', access: 'public' },
  authCallback: { path: '/auth/callback', access: 'public' },
  safeRedirect: { path: '/safe-redirect', access: 'public' },
  forgotPassword: { path: '/forgot-password', access: 'public' },
  resetPassword: { path: '/reset-password', access: 'public' },
  // An invitation's link (the token in the path): anyone holding it sees what it invites to.
  invite: { path: '/invite/:token', access: 'public' },

  dashboard: { path: '/dashboard', access: 'signed-in' },
  create: { path: '/create', access: 'signed-in' },
  // The spec gates cloaking on a paid plan; the plan's cloaking_country entitlement is that gate.
  cloaking: { path: '/cloaking', access: 'signed-in', entitlement: 'cloakingCountry' },
  shortlinks: { path: '/shortlinks', access: 'signed-in' },
  tags: { path: '/shortlinks/tags', access: 'signed-in' },
  domains: { path: '/domains', access: 'signed-in' },
  checkDomains: { path: '/check-domains', access: 'signed-in' },
  botSettings: { path: '/bot-settings', access: 'signed-in' },
  cronSettings: { path: '/cron-settings', access: 'signed-in' },
  analytics: { path: '/analytics', access: 'signed-in' },
  profile: { path: '/profile', access: 'signed-in' },
  settings: { path: '/settings', access: 'signed-in' },
  workspaceSettings: { path: '/settings/workspace', access: 'signed-in' },
  members: { path: '/settings/members', access: 'signed-in' },
  // Under /settings, whose first segment is reserved already: no short link's alias is taken.
  webhooks: { path: '/settings/webhooks', access: 'signed-in' },
  notifications: { path: '/notifications', access: 'signed-in' },
  telegramSupport: { path: '/telegram-support', access: 'signed-in' },
  feedback: { path: '/feedback', access: 'signed-in' },
  payments: { path: '/payments', access: 'signed-in' },

  admin: { path: '/admin', access: 'admin' },
  adminPricing: { path: '/admin/pricing', access: 'admin' },
  adminBotApi: { path: '/admin/bot-api', access: 'admin' },
  adminDomainBrand: { path: '/admin/domain-brand', access: 'admin' },
  adminPaymentGateway: { path: '/admin/payment-gateway', access: 'admin' },
  adminUsers: { path: '/admin/users', access: 'admin' },
} as const satisfies Record<string, PageSpec>;

export type PageKey = keyof typeof pages;
export type PagePath = (typeof pages)[PageKey]['path'];

export const pageKeys = Object.keys(pages) as PageKey[];

/** The paths open to one kind of visitor, in the order listed above. */
export function pathsFor(access: PageAccess): PagePath[] {
  return pageKeys.filter((key) => pages[key].access === access).map((key) => pages[key].path);
}

/** Who is asking, as far as offering a page goes (GET /api/me answers both). */
export interface Viewer {
  isAdmin: boolean;
  entitlements: Partial<Record<PageEntitlement, boolean>>;
}

/**
 * Whether a page is offered to this viewer. Display only: the server decides on every request what
 * a user may open or do.
 */
export function canOpen(page: PageSpec, viewer: Viewer): boolean {
  if (viewer.isAdmin) return true;
  if (page.access === 'admin') return false;
  return page.entitlement === undefined || viewer.entitlements[page.entitlement] === true;
}
