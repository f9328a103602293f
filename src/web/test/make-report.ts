import type { AnalyticsReport, DashboardSummary, TopLink } from '../../shared/analytics';

// Answers as GET /api/analytics and GET /api/dashboard give them, for component tests.

let sequence = 0;

export function makeTopLink(overrides: Partial<TopLink> = {}): TopLink {
  sequence += 1;
  const code = overrides.short_url ?? `Top${String(sequence).padStart(4, '0')}`;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    short_url: code,
    link: `http://localhost:3000/${code}`,
    title: null,
    destination_url: `https://example.com/top-${sequence}`,
    clicks: 10,
    ...overrides,
  };
}

export function makeReport(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  return {
    range: {
      name: '7d',
      from: '2025-06-01T17:00:00.000Z',
      to: '2025-06-08T17:00:00.000Z',
      timezone: 'Asia/Jakarta',
      granularity: 'day',
    },
    link_id: null,
    bots: 'exclude',
    totals: { clicks: 1234, visitors: 987, scans: 56 },
    series: [
      { start: '2025-06-01T17:00:00.000Z', label: '2025-06-02', clicks: 600, visitors: 500, scans: 20 },
      { start: '2025-06-02T17:00:00.000Z', label: '2025-06-03', clicks: 634, visitors: 487, scans: 36 },
    ],
    countries: [
      { value: 'ID', clicks: 800 },
      { value: 'US', clicks: 300 },
      { value: null, clicks: 134 },
    ],
    devices: [
      { value: 'mobile', clicks: 900 },
      { value: 'desktop', clicks: 334 },
    ],
    os: [{ value: 'Android', clicks: 1234 }],
    browsers: [{ value: 'Chrome', clicks: 1234 }],
    referrers: [
      { value: 'news.example.org', clicks: 1000 },
      { value: null, clicks: 234 },
    ],
    destinations: [],
    top_links: [],
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    timezone: 'Asia/Jakarta',
    links_total: 3,
    clicks_total: 4321,
    clicks_today: 10,
    clicks_yesterday: 8,
    sparkline: Array.from({ length: 30 }, (_, index) => ({
      start: new Date(Date.UTC(2025, 4, 10 + index) - 7 * 3_600_000).toISOString(),
      label: new Date(Date.UTC(2025, 4, 10 + index)).toISOString().slice(0, 10),
      clicks: index,
      visitors: index,
      scans: 0,
    })),
    top_links: [],
    recent_links: [],
    ...overrides,
  };
}
