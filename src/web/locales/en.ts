import base from './en.json';
import adminBilling from './en/admin-billing.json';
import adminPanel from './en/admin-panel.json';
import adminUsers from './en/admin-users.json';
import adminChecks from './en/admin-checks.json';
import analytics from './en/analytics.json';
import auth from './en/auth.json';
import audit from './en/audit.json';
import apiKeys from './en/api-keys.json';
import billing from './en/billing.json';
import billingPlans from './en/billing-plans.json';
import brand from './en/brand.json';
import brandTexts from './en/brand-texts.json';
import checks from './en/checks.json';
import domains from './en/domains.json';
import feedback from './en/feedback.json';
import guard from './en/guard.json';
import linkBulk from './en/link-bulk.json';
import linkImport from './en/link-import.json';
import links from './en/links.json';
import notifications from './en/notifications.json';
import palette from './en/palette.json';
import profile from './en/profile.json';
import safeRedirect from './en/safe-redirect.json';
import settings from './en/settings.json';
import shell from './en/shell.json';
import support from './en/support.json';
import tags from './en/tags.json';
import targeting from './en/targeting.json';
import telegram from './en/telegram.json';
import toast from './en/toast.json';
import utm from './en/utm.json';
import webhooks from './en/webhooks.json';
import workspaces from './en/workspaces.json';

// The English catalogue: the shared namespaces in en.json, and one file per larger feature under
// en/ so that features grow their texts without touching each other's files. The plan cards'
// texts (billing-plans.json) and the brand's default texts (brand-texts.json) are files of their
// own: the landing page and the catalogue's first part (en-first.ts, ADR 0042) take them whole.
export const en = {
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
