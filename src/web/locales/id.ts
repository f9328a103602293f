import base from './id.json';
import adminBilling from './id/admin-billing.json';
import adminPanel from './id/admin-panel.json';
import adminUsers from './id/admin-users.json';
import adminChecks from './id/admin-checks.json';
import analytics from './id/analytics.json';
import auth from './id/auth.json';
import audit from './id/audit.json';
import apiKeys from './id/api-keys.json';
import billing from './id/billing.json';
import billingPlans from './id/billing-plans.json';
import brand from './id/brand.json';
import brandTexts from './id/brand-texts.json';
import checks from './id/checks.json';
import domains from './id/domains.json';
import feedback from './id/feedback.json';
import guard from './id/guard.json';
import linkBulk from './id/link-bulk.json';
import linkImport from './id/link-import.json';
import links from './id/links.json';
import notifications from './id/notifications.json';
import palette from './id/palette.json';
import profile from './id/profile.json';
import safeRedirect from './id/safe-redirect.json';
import settings from './id/settings.json';
import shell from './id/shell.json';
import support from './id/support.json';
import tags from './id/tags.json';
import targeting from './id/targeting.json';
import telegram from './id/telegram.json';
import toast from './id/toast.json';
import utm from './id/utm.json';
import webhooks from './id/webhooks.json';
import workspaces from './id/workspaces.json';

// The Indonesian catalogue, assembled exactly like en.ts (same files, same keys: the parity test in
// lib/catalogues.test.ts holds them to it). English stays the reference type: id must fit it.
export const id = {
  ...base,
  adminBilling,
  adminPanel,
  adminUsers,
  adminChecks,
  analytics,
  auth,
  audit,
  apiKeys,
  billing: { ...billingPlans, ...billing },
  brand: { ...brandTexts, ...brand },
  checks,
  domains,
  feedback,
  guard,
  linkBulk,
  linkImport,
  links,
  notifications,
  palette,
  profile,
  safeRedirect,
  settings,
  shell,
  support,
  tags,
  targeting,
  telegram,
  toast,
  utm,
  webhooks,
  workspaces,
};
