import {
  BadgeDollarSign,
  BellRing,
  Bot,
  ChartLine,
  CirclePlus,
  Globe,
  LayoutDashboard,
  List,
  MessageSquareText,
  Palette,
  Receipt,
  SearchCheck,
  Send,
  ShieldCheck,
  Shuffle,
  Tag,
  Tags,
  Timer,
  UserRound,
  Users,
  Wallet,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import type { RouteObject } from 'react-router';
import type { Me } from '../../shared/account';
import { canOpen, pages, type PageKey, type PagePath, type PageSpec, type Viewer } from '../../shared/pages';
import type shell from '../locales/en/shell.json';

// What the web app adds to each page of shared/pages.ts: how its code loads, where the sidebar and
// the search palette show it, and whether it is prefetched. The router, sidebar, palette, prefetcher
// and admin page names are all derived from this list, so adding a page is one entry here and one
// in shared/pages.ts. The entries are in the spec's sidebar order, which the sidebar and the
// palette keep.

export type PageLoader = () => Promise<Pick<RouteObject, 'Component'>>;
export type NavGroupKey = keyof typeof shell.nav.groups;
export type NavItemKey = keyof typeof shell.nav.items;

/** The spec's sidebar groups, in order. */
export const navGroupKeys = [
  'main',
  'links',
  'insights',
  'domains',
  'automation',
  'billing',
  'notifications',
  'support',
  'admin',
] as const satisfies readonly NavGroupKey[];

export interface NavPlacement {
  group: NavGroupKey;
  icon: LucideIcon;
}

export interface SearchPlacement {
  /** The spec's words, untranslated: they are the index the user types against. */
  title: string;
  category: string;
}

/**
 * A page that is its own HTML document with its own bundle, not a route of this app: the landing
 * page (landing.html, served for `/`). The app reaches it with a plain link, a full page load.
 */
interface DocumentPage {
  ownDocument: true;
}

interface WebPage<Key extends PageKey> {
  load: PageLoader;
  /** In the sidebar, labelled shell.nav.items[<page key>], so only a page with a label may have one. */
  nav?: Key extends NavItemKey ? NavPlacement : never;
  search?: SearchPlacement;
  /** Arriving here prefetches the preloaded pages (the spec's trigger pages). */
  prefetchOnArrival?: true;
  /** Fetched ahead when a trigger page is reached (the spec's preloaded pages). */
  preloaded?: true;
  /**
   * Drawn from the catalogue's first part alone (locales/en-first.ts, ADR 0042), so its first
   * render waits for no more texts; every other page waits for the whole catalogue.
   */
  firstPartTexts?: true;
  /**
   * A public page that a signed-in visitor sees inside the shell instead of the public layout (the
   * spec's /pricing is both). Display only: the server serves it to everyone either way.
   */
  shellWhenSignedIn?: (typeof pages)[Key]['access'] extends 'public' ? true : never;
}

export const webPages = {
  dashboard: {
    load: () => import('./routes/dashboard'),
    nav: { group: 'main', icon: LayoutDashboard },
    search: { title: 'Dashboard', category: 'Main' },
    prefetchOnArrival: true,
    preloaded: true,
    firstPartTexts: true,
  },
  create: {
    load: () => import('./routes/create'),
    nav: { group: 'links', icon: CirclePlus },
    search: { title: 'Create Shortlink', category: 'Link Management' },
    prefetchOnArrival: true,
    preloaded: true,
  },
  shortlinks: {
    load: () => import('./routes/shortlinks'),
    nav: { group: 'links', icon: List },
    search: { title: 'Recent Links', category: 'Link Management' },
    prefetchOnArrival: true,
  },
  tags: {
    load: () => import('./routes/tags'),
    nav: { group: 'links', icon: Tag },
    search: { title: 'Tags and Folders', category: 'Link Management' },
  },
  cloaking: {
    load: () => import('./routes/cloaking'),
    nav: { group: 'links', icon: Shuffle },
    search: { title: 'Cloaking Rules', category: 'Link Management' },
  },
  analytics: {
    load: () => import('./routes/analytics'),
    nav: { group: 'insights', icon: ChartLine },
    search: { title: 'Analytics', category: 'Insights' },
    prefetchOnArrival: true,
    preloaded: true,
  },
  domains: {
    load: () => import('./routes/domains'),
    nav: { group: 'domains', icon: Globe },
    search: { title: 'Add Domains', category: 'Domain Tools' },
    prefetchOnArrival: true,
    preloaded: true,
  },
  checkDomains: {
    load: () => import('./routes/check-domains'),
    nav: { group: 'domains', icon: SearchCheck },
    search: { title: 'Check Domains', category: 'Domain Tools' },
    prefetchOnArrival: true,
    preloaded: true,
  },
  cronSettings: {
    load: () => import('./routes/cron-settings'),
    nav: { group: 'automation', icon: Timer },
    search: { title: 'Cron Settings', category: 'Automation' },
  },
  webhooks: {
    load: () => import('./routes/settings-webhooks'),
    nav: { group: 'automation', icon: Webhook },
    search: { title: 'Webhooks', category: 'Automation' },
  },
  pricing: {
    load: () => import('./routes/pricing'),
    nav: { group: 'billing', icon: BadgeDollarSign },
    search: { title: 'Pricing Plans', category: 'Billing & Account' },
    shellWhenSignedIn: true,
  },
  payments: {
    load: () => import('./routes/payments'),
    nav: { group: 'billing', icon: Receipt },
    search: { title: 'Payment History', category: 'Billing & Account' },
  },
  profile: {
    load: () => import('./routes/profile'),
    nav: { group: 'billing', icon: UserRound },
    search: { title: 'User Profile', category: 'Billing & Account' },
  },
  botSettings: {
    load: () => import('./routes/bot-settings'),
    nav: { group: 'notifications', icon: BellRing },
    search: { title: 'Bot Notifications', category: 'Notification Settings' },
  },
  feedback: {
    load: () => import('./routes/feedback'),
    nav: { group: 'support', icon: MessageSquareText },
    search: { title: 'Feedback', category: 'Support' },
  },
  telegramSupport: {
    load: () => import('./routes/telegram-support'),
    nav: { group: 'support', icon: Send },
    search: { title: 'Telegram Support', category: 'Support' },
  },
  adminPricing: { load: () => import('./routes/admin/pricing'), nav: { group: 'admin', icon: Tags } },
  adminBotApi: { load: () => import('./routes/admin/bot-api'), nav: { group: 'admin', icon: Bot } },
  adminDomainBrand: {
    load: () => import('./routes/admin/domain-brand'),
    nav: { group: 'admin', icon: Palette },
  },
  adminPaymentGateway: {
    load: () => import('./routes/admin/payment-gateway'),
    nav: { group: 'admin', icon: Wallet },
  },
  adminUsers: { load: () => import('./routes/admin/users'), nav: { group: 'admin', icon: Users } },
  admin: { load: () => import('./routes/admin/index'), nav: { group: 'admin', icon: ShieldCheck } },

  // Off the menu: reached by links, redirects and the user menu.
  settings: { load: () => import('./routes/settings'), preloaded: true },
  workspaceSettings: { load: () => import('./routes/settings-workspace') },
  members: { load: () => import('./routes/settings-members') },
  notifications: { load: () => import('./routes/notifications') },
  landing: { ownDocument: true },
  login: { load: () => import('./routes/login') },
  register: { load: () => import('./routes/register') },
  authCallback: { load: () => import('./routes/auth-callback') },
  safeRedirect: { load: () => import('./routes/safe-redirect') },
  forgotPassword: { load: () => import('./routes/forgot-password') },
  resetPassword: { load: () => import('./routes/reset-password') },
  // The invitation's link: inside the shell for a signed-in visitor, who may join at once.
  invite: { load: () => import('./routes/invite'), shellWhenSignedIn: true },
} satisfies { [Key in PageKey]: WebPage<Key> | DocumentPage };

interface PageBase extends PageSpec {
  key: PageKey;
  path: PagePath;
  load: PageLoader;
  search?: SearchPlacement;
  prefetchOnArrival?: true;
  preloaded?: true;
  shellWhenSignedIn?: true;
  firstPartTexts?: true;
}

/** One page with everything known about it; a page in the sidebar has a sidebar label. */
export type AppPage = (PageBase & { nav?: undefined }) | (PageBase & { key: NavItemKey; nav: NavPlacement });

/** Every page of this app (not the documents of their own), in the order of webPages (the sidebar's). */
export const appPages: readonly AppPage[] = (Object.keys(webPages) as PageKey[]).flatMap((key) => {
  const page = webPages[key];
  // The `satisfies` above checked each entry against its key; the union only loses that link.
  return 'ownDocument' in page ? [] : [{ key, ...pages[key], ...page } as AppPage];
});

/** The page at a path (a trailing slash ignored), if any. */
export function pageAt(pathname: string): AppPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return appPages.find((page) => page.path === path);
}

/** What the menus need to know about the signed-in user; nothing is offered before /api/me answers. */
export function viewerOf(me: Me | undefined): Viewer {
  return { isAdmin: me?.profile.is_admin ?? false, entitlements: me?.entitlements ?? {} };
}

/** Whether the signed-in user is offered the page at a path: the menu's own test, for links to it. */
export function offersPage(pathname: string, me: Me | undefined): boolean {
  const page = pageAt(pathname);
  return page !== undefined && canOpen(page, viewerOf(me));
}
