import base from './en.json';
import analytics from './en/analytics.json';
import auth from './en/auth.json';
import billingPlans from './en/billing-plans.json';
import brandTexts from './en/brand-texts.json';
import guard from './en/guard.json';
import notifications from './en/notifications.json';
import palette from './en/palette.json';
import shell from './en/shell.json';
import toast from './en/toast.json';
import workspaces from './en/workspaces.json';

// The catalogue's first part (ADR 0042): the files that the shell, its guard and error screens and
// the dashboard show, which the app's first render waits for; locales/en.ts assembles them with
// the rest, which comes after the first page. A file here is downloaded whole: a text of the first
// page goes in one of these files, or in a file of its own added here.
export const enFirst = {
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
