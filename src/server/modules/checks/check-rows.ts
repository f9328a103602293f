import type { domainCheckDays, domainChecks, watchedDomains } from '../../db/schema/checks';

// The checks' rows as the repos read them.

export type WatchedRow = typeof watchedDomains.$inferSelect;
export type CheckRow = typeof domainChecks.$inferSelect;
export type DayRow = typeof domainCheckDays.$inferSelect;
