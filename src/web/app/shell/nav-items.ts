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
  Tags,
  Timer,
  UserRound,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { Me } from '../../../shared/account';
import type shell from '../../locales/en/shell.json';
import type { AdminPath, SignedInPath } from './page-loaders';

// The spec's sidebar: groups, items, paths and order exactly as listed there. What is shown is for
// display only; the server decides on every request what a user may open.

export type NavItemKey = keyof typeof shell.nav.items;
export type NavGroupKey = keyof typeof shell.nav.groups;

export interface NavAccess {
  isAdmin: boolean;
  activeSubscription: boolean;
}

export interface NavItem {
  key: NavItemKey;
  to: SignedInPath | AdminPath | '/pricing';
  icon: LucideIcon;
  /** Shown only when this returns true; always shown without it. */
  visible?: (access: NavAccess) => boolean;
}

export interface NavGroup {
  key: NavGroupKey;
  items: readonly NavItem[];
  visible?: (access: NavAccess) => boolean;
}

const adminOnly = (access: NavAccess) => access.isAdmin;

/** Cloaking Rules is offered with an active subscription, or to an admin (sidebar and search). */
export function canSeeCloaking(access: NavAccess): boolean {
  return access.activeSubscription || access.isAdmin;
}

export const navGroups: readonly NavGroup[] = [
  { key: 'main', items: [{ key: 'dashboard', to: '/dashboard', icon: LayoutDashboard }] },
  {
    key: 'links',
    items: [
      { key: 'create', to: '/create', icon: CirclePlus },
      { key: 'shortlinks', to: '/shortlinks', icon: List },
      { key: 'cloaking', to: '/cloaking', icon: Shuffle, visible: canSeeCloaking },
    ],
  },
  { key: 'insights', items: [{ key: 'analytics', to: '/analytics', icon: ChartLine }] },
  {
    key: 'domains',
    items: [
      { key: 'domains', to: '/domains', icon: Globe },
      { key: 'checkDomains', to: '/check-domains', icon: SearchCheck },
    ],
  },
  { key: 'automation', items: [{ key: 'cronSettings', to: '/cron-settings', icon: Timer }] },
  {
    key: 'billing',
    items: [
      { key: 'pricing', to: '/pricing', icon: BadgeDollarSign },
      { key: 'payments', to: '/payments', icon: Receipt },
      { key: 'profile', to: '/profile', icon: UserRound },
    ],
  },
  { key: 'notifications', items: [{ key: 'botSettings', to: '/bot-settings', icon: BellRing }] },
  {
    key: 'support',
    items: [
      { key: 'feedback', to: '/feedback', icon: MessageSquareText },
      { key: 'telegramSupport', to: '/telegram-support', icon: Send },
    ],
  },
  {
    key: 'admin',
    visible: adminOnly,
    items: [
      { key: 'adminPricing', to: '/admin/pricing', icon: Tags },
      { key: 'adminBotApi', to: '/admin/bot-api', icon: Bot },
      { key: 'adminDomainBrand', to: '/admin/domain-brand', icon: Palette },
      { key: 'adminPaymentGateway', to: '/admin/payment-gateway', icon: Wallet },
      { key: 'adminUsers', to: '/admin/users', icon: Users },
      { key: 'admin', to: '/admin', icon: ShieldCheck },
    ],
  },
];

export function navAccess(me: Me | undefined): NavAccess {
  return {
    isAdmin: me?.profile.is_admin ?? false,
    activeSubscription: me?.subscription.active ?? false,
  };
}

/** The groups and items this user sees, in the spec's order; empty groups are left out. */
export function visibleNavGroups(access: NavAccess): NavGroup[] {
  return navGroups
    .filter((group) => group.visible?.(access) ?? true)
    .map((group) => ({ ...group, items: group.items.filter((item) => item.visible?.(access) ?? true) }))
    .filter((group) => group.items.length > 0);
}

/** The sidebar item for a path, e.g. to name the admin page being opened. */
export function navItemFor(pathname: string): NavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return navGroups.flatMap((group) => group.items).find((item) => item.to === path);
}
