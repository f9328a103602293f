import { z } from 'zod';
import { analyticsRanges, maxCustomRangeDays } from './analytics-ranges';
import { linkFilterSchema, tagModeSchema, type LinkFilter } from './links';

export {
  analyticsRanges,
  analyticsStaleMs,
  maxCustomRangeDays,
  type AnalyticsRange,
} from './analytics-ranges';

// Click analytics: the API's contracts.
//   GET /api/analytics?range=&from=&to=&link_id=&bots=        one report (owner only; admins any link)
//       ...&tags=&tag_mode=&folder=&domain=&state=&q=&created_from=&created_to=
//                                                               the links a filter selects (as GET /api/links)
//   GET /api/analytics/export.csv?...same...&part=<part>        one part of the report as CSV
//   GET /api/dashboard                                          the dashboard's summary
// Times are reported in the user's time zone (profile setting). Bots are left out unless bots=include.

/** Rows per breakdown in the report; the CSV export has them all. */
export const breakdownLimit = 10;

export const breakdownDimensions = ['countries', 'devices', 'os', 'browsers', 'referrers'] as const;
export type BreakdownDimension = (typeof breakdownDimensions)[number];

export const exportParts = ['series', ...breakdownDimensions, 'destinations', 'links'] as const;
export type ExportPart = (typeof exportParts)[number];

const localDate = z.iso.date({ message: 'Enter a date as YYYY-MM-DD.' });

export const analyticsQuerySchema = z
  .object({
    range: z
      .enum(analyticsRanges)
      .default('7d')
      .meta({
        description: 'The last 24 hours, 7, 30 or 90 days, or `custom` (from, to).',
        examples: ['30d'],
      }),
    /** Custom range only: first and last local day, inclusive. */
    from: localDate.optional().meta({ description: 'Custom range: the first day (YYYY-MM-DD), inclusive.' }),
    to: localDate.optional().meta({ description: 'Custom range: the last day (YYYY-MM-DD), inclusive.' }),
    /** One link; all of the user's links when absent. */
    link_id: z
      .string()
      .uuid('Choose one of your links.')
      .optional()
      .meta({ description: "One link's report; all of the account's links when absent." }),
    bots: z
      .enum(['exclude', 'include'])
      .default('exclude')
      .meta({ description: 'Whether clicks by known bots count.' }),
  })
  // The links list's filter; the mode is left out rather than defaulted, so that a query without
  // filters is spelled as before.
  .extend({ ...linkFilterSchema.shape, tag_mode: tagModeSchema.optional() })
  .superRefine((query, context) => {
    if (query.link_id && hasLinkFilter(query))
      context.addIssue({
        code: 'custom',
        path: ['link_id'],
        message: "A link's report takes no link filter: choose all links, or clear the filters.",
      });
    if (query.range !== 'custom') return;
    if (!query.from)
      context.addIssue({ code: 'custom', path: ['from'], message: 'Choose both dates for a custom range.' });
    if (!query.to)
      context.addIssue({ code: 'custom', path: ['to'], message: 'Choose both dates for a custom range.' });
    if (!query.from || !query.to) return;
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days < 1)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must not be before the start date.',
      });
    else if (days > maxCustomRangeDays)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The end date must be at most ${maxCustomRangeDays} days after the start date.`,
      });
  });

export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** Whether a query narrows the links (the same filter as the links list's). */
export function hasLinkFilter(filter: Partial<LinkFilter>): boolean {
  return Boolean(
    filter.q ||
    (filter.tags && filter.tags.length > 0) ||
    filter.folder ||
    filter.domain ||
    filter.state ||
    filter.created_from ||
    filter.created_to,
  );
}

export const exportQuerySchema = z.intersection(
  analyticsQuerySchema,
  z.object({
    part: z.enum(exportParts).meta({ description: 'Which part of the report.', examples: ['countries'] }),
  }),
);

export const seriesPointSchema = z.object({
  /** Start of the bucket (an instant, ISO 8601). */
  start: z.string(),
  /** The bucket in the user's time zone: YYYY-MM-DD for days, YYYY-MM-DD HH:00 for hours. */
  label: z.string(),
  clicks: z.number().int(),
  visitors: z.number().int(),
  /** The clicks that came through the link's QR code (`?qr=1`), counted among `clicks` too. */
  scans: z.number().int(),
});

export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const breakdownRowSchema = z.object({
  /** Country code (ISO 3166-1 alpha-2), device type, OS, browser or referrer host; null = unknown / direct. */
  value: z.string().nullable(),
  clicks: z.number().int(),
});

export type BreakdownRow = z.infer<typeof breakdownRowSchema>;

/** One row of a link's "Destinations": which of its targeting's choices answered, and how often. */
export const destinationRowSchema = z.object({
  /** As recorded with the click (shared/targeting.ts choiceKey): "rule:<id>", "rotator:<id>",
   * "fallback"; null = the link's main destination. */
  choice: z.string().nullable(),
  /** As the link's current targeting names it: "Rule 2 (ID, MY)", "Rotator: <url>", "Fallback URL",
   * "Main destination"; "Removed rule" (or rotator destination, fallback URL) when it is gone since. */
  label: z.string(),
  /** Where that choice sends visitors now; null when it was removed since. */
  url: z.string().nullable(),
  clicks: z.number().int(),
});

export type DestinationRow = z.infer<typeof destinationRowSchema>;

export const topLinkSchema = z.object({
  id: z.string(),
  short_url: z.string(),
  link: z.string(),
  title: z.string().nullable(),
  destination_url: z.string(),
  clicks: z.number().int(),
});

export type TopLink = z.infer<typeof topLinkSchema>;

export const analyticsReportSchema = z
  .object({
    range: z.object({
      name: z.enum(analyticsRanges),
      /** The report covers [from, to). */
      from: z.string(),
      to: z.string(),
      timezone: z.string(),
      granularity: z.enum(['hour', 'day']),
    }),
    link_id: z.string().nullable(),
    bots: z.enum(['exclude', 'include']),
    totals: z.object({
      clicks: z.number().int(),
      /** Approximate: distinct visitors per day (a daily-salted hash, no IP stored), summed. */
      visitors: z.number().int(),
      /** The clicks that came through a QR code, counted among `clicks` too (bots as `bots` says). */
      scans: z.number().int(),
    }),
    series: z.array(seriesPointSchema),
    countries: z.array(breakdownRowSchema),
    devices: z.array(breakdownRowSchema),
    os: z.array(breakdownRowSchema),
    browsers: z.array(breakdownRowSchema),
    referrers: z.array(breakdownRowSchema),
    /** By targeting choice, for one link's report (empty for all links): the main destination is
     * the clicks no rule, rotator destination or fallback answered. */
    destinations: z.array(destinationRowSchema),
    /** The most clicked links in the range (all-links reports; empty for one link). */
    top_links: z.array(topLinkSchema),
  })
  .meta({
    id: 'AnalyticsReport',
    examples: [
      {
        range: {
          name: '7d',
          from: '2026-04-27T17:00:00.000Z',
          to: '2026-05-04T17:00:00.000Z',
          timezone: 'Asia/Jakarta',
          granularity: 'day',
        },
        link_id: '3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94',
        bots: 'exclude',
        totals: { clicks: 182, visitors: 131, scans: 24 },
        series: [
          { start: '2026-05-03T17:00:00.000Z', label: '2026-05-04', clicks: 40, visitors: 29, scans: 6 },
        ],
        countries: [
          { value: 'ID', clicks: 120 },
          { value: 'MY', clicks: 45 },
          { value: null, clicks: 17 },
        ],
        devices: [
          { value: 'mobile', clicks: 140 },
          { value: 'desktop', clicks: 42 },
        ],
        os: [{ value: 'Android', clicks: 101 }],
        browsers: [{ value: 'Chrome', clicks: 96 }],
        referrers: [
          { value: 'instagram.com', clicks: 77 },
          { value: null, clicks: 60 },
        ],
        destinations: [
          { choice: null, label: 'Main destination', url: 'https://shop.example.com/sale', clicks: 150 },
          { choice: 'rule:my', label: 'Rule 1 (MY)', url: 'https://shop.example.com/my/sale', clicks: 32 },
        ],
        top_links: [],
      },
    ],
  });

export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export const recentLinkSchema = topLinkSchema.extend({ created_at: z.string() });

export const dashboardSummarySchema = z.object({
  timezone: z.string(),
  links_total: z.number().int(),
  /** All-time human clicks over the user's links. */
  clicks_total: z.number().int(),
  clicks_today: z.number().int(),
  clicks_yesterday: z.number().int(),
  /** The last 30 local days, oldest first. */
  sparkline: z.array(seriesPointSchema),
  /** By clicks in the last 30 days. */
  top_links: z.array(topLinkSchema),
  recent_links: z.array(recentLinkSchema),
});

export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
