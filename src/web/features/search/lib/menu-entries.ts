import { paletteMenuLimit } from '../../../../shared/search';

export interface MenuEntry {
  title: string;
  path: string;
  category: string;
}

/**
 * The spec's searchable pages, in sidebar order (ties keep this order). The texts are the search
 * index the user types against, so they stay as the spec writes them.
 */
export const menuEntries: readonly MenuEntry[] = [
  { title: 'Dashboard', path: '/dashboard', category: 'Main' },
  { title: 'Create Shortlink', path: '/create', category: 'Link Management' },
  { title: 'Recent Links', path: '/shortlinks', category: 'Link Management' },
  { title: 'Cloaking Rules', path: '/cloaking', category: 'Link Management' },
  { title: 'Analytics', path: '/analytics', category: 'Insights' },
  { title: 'Add Domains', path: '/domains', category: 'Domain Tools' },
  { title: 'Check Domains', path: '/check-domains', category: 'Domain Tools' },
  { title: 'Cron Settings', path: '/cron-settings', category: 'Automation' },
  { title: 'Pricing Plans', path: '/pricing', category: 'Billing & Account' },
  { title: 'Payment History', path: '/payments', category: 'Billing & Account' },
  { title: 'User Profile', path: '/profile', category: 'Billing & Account' },
  { title: 'Bot Notifications', path: '/bot-settings', category: 'Notification Settings' },
  { title: 'Feedback', path: '/feedback', category: 'Support' },
  { title: 'Telegram Support', path: '/telegram-support', category: 'Support' },
];

/** Cloaking needs an active paid subscription or admin, so it is not offered to anyone else. */
const cloakingPath = '/cloaking';

export interface SearchMenuOptions {
  canSeeCloaking: boolean;
}

/**
 * Entries whose title, path or category contains the query (case-insensitive); title matches come
 * first, at most paletteMenuLimit. An empty query matches nothing: the palette shows hints then.
 */
export function searchMenu(query: string, { canSeeCloaking }: SearchMenuOptions): MenuEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const visible = menuEntries.filter((entry) => canSeeCloaking || entry.path !== cloakingPath);
  const byTitle = visible.filter((entry) => entry.title.toLowerCase().includes(needle));
  const byOther = visible.filter(
    (entry) =>
      !byTitle.includes(entry) &&
      (entry.path.toLowerCase().includes(needle) || entry.category.toLowerCase().includes(needle)),
  );
  return [...byTitle, ...byOther].slice(0, paletteMenuLimit);
}
