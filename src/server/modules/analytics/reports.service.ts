import type {
  AnalyticsQuery,
  AnalyticsReport,
  BreakdownDimension,
  BreakdownRow,
  DashboardSummary,
  ExportPart,
  TopLink,
} from '../../../shared/analytics';
import { breakdownLimit } from '../../../shared/analytics';
import { notFound } from '../../platform/app-error';
import { localText } from '../../platform/i18n';
import type { Principal } from '../../platform/principal';
import type { LinkSummary } from '../links';
import { destinationRows } from './destinations';
import type { ReportsRepo, ResolvedRange } from './reports.repo';
import { Dim, userScope } from './rollup';

/** What reports read of links: asked of the links module, which owns them. */
export interface ReportLinks {
  summaries(ids: string[]): Promise<LinkSummary[]>;
  recent(userId: string, limit: number): Promise<LinkSummary[]>;
  totals(userId: string): Promise<{ links: number; clicks: number }>;
}

const dimensionCodes: Record<BreakdownDimension, number> = {
  countries: Dim.country,
  devices: Dim.device,
  os: Dim.os,
  browsers: Dim.browser,
  referrers: Dim.referrer,
};

const rangeDays = { '7d': 7, '30d': 30, '90d': 90 } as const;
const hourMs = 3_600_000;

/** A full report before trimming: every breakdown row, for the CSV export. */
type FullReport = AnalyticsReport;

function byClicks(
  a: { clicks: number; value?: string | null },
  b: { clicks: number; value?: string | null },
) {
  return b.clicks - a.clicks || String(a.value ?? '').localeCompare(String(b.value ?? ''));
}

export function createReportsService(deps: { repo: ReportsRepo; links: ReportLinks; now: () => Date }) {
  const { repo } = deps;

  async function resolveRange(query: AnalyticsQuery, timezone: string): Promise<ResolvedRange> {
    const now = deps.now();
    if (query.range === '24h') {
      const to = new Date(Math.floor(now.getTime() / hourMs) * hourMs + hourMs);
      return {
        from: new Date(to.getTime() - 24 * hourMs),
        to,
        granularity: 'hour',
        fromDate: null,
        toDate: null,
      };
    }
    if (query.range === 'custom') {
      const range = await repo.resolveDays({
        now,
        days: 1,
        timezone,
        fromDate: query.from,
        toDate: query.to,
      });
      // One day reads better hour by hour.
      return query.from === query.to ? { ...range, granularity: 'hour' } : range;
    }
    return repo.resolveDays({ now, days: rangeDays[query.range], timezone });
  }

  /** The scope a reader may see: their own links, or one link they own (admins: any link). */
  async function scopeFor(
    reader: Principal,
    linkId: string | undefined,
  ): Promise<{ scope: string; link: LinkSummary | null }> {
    if (!linkId) return { scope: userScope(reader.id), link: null };
    const [link] = await deps.links.summaries([linkId]);
    if (!link || (link.userId !== reader.id && !reader.isAdmin)) throw notFound('Link');
    return { scope: link.id, link };
  }

  async function topLinks(rows: { value: string; clicks: number }[]): Promise<TopLink[]> {
    const links = new Map(
      (await deps.links.summaries(rows.map((row) => row.value))).map((link) => [link.id, link]),
    );
    // Deleted links keep their clicks in the owner's totals but have nothing to link to.
    return rows.flatMap((row) => {
      const link = links.get(row.value);
      if (!link) return [];
      return [
        {
          id: link.id,
          short_url: link.shortUrl,
          link: link.link,
          title: link.title,
          destination_url: link.destinationUrl,
          clicks: row.clicks,
        },
      ];
    });
  }

  async function fullReport(reader: Principal, query: AnalyticsQuery): Promise<FullReport> {
    const { scope, link } = await scopeFor(reader, query.link_id);
    const { timezone } = reader;
    const range = await resolveRange(query, timezone);
    const bots = query.bots === 'include';
    const dims = [Dim.total, ...Object.values(dimensionCodes), link ? Dim.choice : Dim.link];
    const [series, rows] = await Promise.all([
      repo.series(scope, range, timezone, bots),
      repo.dimensions(scope, dims, range, bots),
    ]);

    const breakdown = (dim: number): BreakdownRow[] =>
      rows
        .filter((row) => row.dim === dim && row.clicks > 0)
        .map((row) => ({ value: row.value === '' ? null : row.value, clicks: row.clicks }))
        .sort(byClicks);
    const total = rows.find((row) => row.dim === Dim.total);

    return {
      range: {
        name: query.range,
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        timezone,
        granularity: range.granularity,
      },
      link_id: query.link_id ?? null,
      bots: query.bots,
      totals: { clicks: total?.clicks ?? 0, visitors: total?.visitors ?? 0 },
      series: series.map((point) => ({
        start: point.start.toISOString(),
        label: point.label,
        clicks: point.clicks,
        visitors: point.visitors,
      })),
      countries: breakdown(Dim.country),
      devices: breakdown(Dim.device),
      os: breakdown(Dim.os),
      browsers: breakdown(Dim.browser),
      referrers: breakdown(Dim.referrer),
      // Named in the reader's words, as the editor and "Test a visit" name the same rule.
      destinations: link
        ? destinationRows(
            link,
            total?.clicks ?? 0,
            rows.filter((row) => row.dim === Dim.choice),
          ).map((row) => ({ ...row, label: localText(row.label, reader.language) }))
        : [],
      top_links: query.link_id
        ? []
        : await topLinks(
            rows
              .filter((row) => row.dim === Dim.link && row.clicks > 0)
              .sort(byClicks)
              .slice(0, breakdownLimit * 2),
          ),
    };
  }

  return {
    async report(reader: Principal, query: AnalyticsQuery): Promise<AnalyticsReport> {
      const report = await fullReport(reader, query);
      return {
        ...report,
        countries: report.countries.slice(0, breakdownLimit),
        devices: report.devices.slice(0, breakdownLimit),
        os: report.os.slice(0, breakdownLimit),
        browsers: report.browsers.slice(0, breakdownLimit),
        referrers: report.referrers.slice(0, breakdownLimit),
        destinations: report.destinations.slice(0, breakdownLimit),
        top_links: report.top_links.slice(0, breakdownLimit),
      };
    },

    /** One part of the report as CSV rows (header first), every row included. */
    async exportRows(reader: Principal, query: AnalyticsQuery, part: ExportPart): Promise<string[][]> {
      const report = await fullReport(reader, query);
      switch (part) {
        case 'series':
          return [
            ['start', 'label', 'clicks', 'visitors'],
            ...report.series.map((point) => [
              point.start,
              point.label,
              String(point.clicks),
              String(point.visitors),
            ]),
          ];
        case 'links':
          return [
            ['link', 'title', 'destination_url', 'clicks'],
            ...report.top_links.map((link) => [
              link.link,
              link.title ?? '',
              link.destination_url,
              String(link.clicks),
            ]),
          ];
        case 'destinations':
          return [
            ['choice', 'label', 'url', 'clicks'],
            ...report.destinations.map((row) => [
              row.choice ?? '',
              row.label,
              row.url ?? '',
              String(row.clicks),
            ]),
          ];
        default:
          return [['value', 'clicks'], ...report[part].map((row) => [row.value ?? '', String(row.clicks)])];
      }
    },

    async dashboard(reader: Principal): Promise<DashboardSummary> {
      const scope = userScope(reader.id);
      const { timezone } = reader;
      const month = await repo.resolveDays({ now: deps.now(), days: 30, timezone });
      const [sparkline, rows, totals, recent] = await Promise.all([
        repo.series(scope, month, timezone, false),
        repo.dimensions(scope, [Dim.link], month, false),
        deps.links.totals(reader.id),
        deps.links.recent(reader.id, 5),
      ]);
      const top = await topLinks(
        rows
          .filter((row) => row.clicks > 0)
          .sort(byClicks)
          .slice(0, 10),
      );
      return {
        timezone,
        links_total: totals.links,
        clicks_total: totals.clicks,
        clicks_today: sparkline.at(-1)?.clicks ?? 0,
        clicks_yesterday: sparkline.at(-2)?.clicks ?? 0,
        sparkline: sparkline.map((point) => ({
          start: point.start.toISOString(),
          label: point.label,
          clicks: point.clicks,
          visitors: point.visitors,
        })),
        top_links: top.slice(0, 5),
        recent_links: recent.map((link) => ({
          id: link.id,
          short_url: link.shortUrl,
          link: link.link,
          title: link.title,
          destination_url: link.destinationUrl,
          clicks: link.clickCount,
          created_at: link.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
