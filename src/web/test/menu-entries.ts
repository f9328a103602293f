// The spec's searchable pages (title, path, category) in sidebar order, Cloaking Rules included: the
// palette's menu for a user who may open every page. app/shell/search-entries.test.ts checks that
// the page registry gives exactly these.
export const specMenuEntries = [
  { title: 'Dashboard', path: '/dashboard', category: 'Main' },
  { title: 'Create Shortlink', path: '/create', category: 'Link Management' },
  { title: 'Recent Links', path: '/shortlinks', category: 'Link Management' },
  { title: 'Tags and Folders', path: '/shortlinks/tags', category: 'Link Management' },
  { title: 'Cloaking Rules', path: '/cloaking', category: 'Link Management' },
  { title: 'Analytics', path: '/analytics', category: 'Insights' },
  { title: 'Add Domains', path: '/domains', category: 'Domain Tools' },
  { title: 'Check Domains', path: '/check-domains', category: 'Domain Tools' },
  { title: 'Cron Settings', path: '/cron-settings', category: 'Automation' },
  { title: 'Webhooks', path: '/settings/webhooks', category: 'Automation' },
  { title: 'Pricing Plans', path: '/pricing', category: 'Billing & Account' },
  { title: 'Payment History', path: '/payments', category: 'Billing & Account' },
  { title: 'User Profile', path: '/profile', category: 'Billing & Account' },
  { title: 'Bot Notifications', path: '/bot-settings', category: 'Notification Settings' },
  { title: 'Feedback', path: '/feedback', category: 'Support' },
  { title: 'Telegram Support', path: '/telegram-support', category: 'Support' },
] as const;

/** The same without Cloaking Rules: the menu of a user whose plan has no cloaking. */
export const menuWithoutCloaking = specMenuEntries.filter((entry) => entry.path !== '/cloaking');
