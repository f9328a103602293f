// The ranges a report covers and how long its figures stay fresh. Apart from the contracts
// (analytics.ts), so that the dashboard, in the app's first load, gets them without zod (ADR 0041).

export const analyticsRanges = ['24h', '7d', '30d', '90d', 'custom'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

/** A custom range covers at most this many days. */
export const maxCustomRangeDays = 366;

/** The spec's prefetch constants for dashboard and analytics data. */
export const analyticsStaleMs = 120_000;
