import base from './id.json';
import analytics from './id/analytics.json';
import auth from './id/auth.json';
import billingPlans from './id/billing-plans.json';
import brandTexts from './id/brand-texts.json';
import guard from './id/guard.json';
import notifications from './id/notifications.json';
import palette from './id/palette.json';
import shell from './id/shell.json';
import toast from './id/toast.json';
import workspaces from './id/workspaces.json';

// The Indonesian catalogue's first part: the same files as locales/en-first.ts (ADR 0042).
export const idFirst = {
  ...base,
  analytics,
  auth,
  billing: billingPlans,
  brand: brandTexts,
  guard,
  notifications,
  palette,
  shell,
  toast,
  workspaces,
};
