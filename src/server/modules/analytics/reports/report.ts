import type {
  AnalyticsQuery,
  AnalyticsReport,
  BreakdownDimension,
  BreakdownRow,
} from '../../../../shared/analytics';
import { breakdownLimit } from '../../../../shared/analytics';
import { analyticsText } from '../texts-id';
import type { Actor } from '../../../platform/http/principal';
import { destinationRows } from '../destinations';
import { Dim } from '../rollup';
import { byClicks, resolveRange, scopeFor, topLinks, type ReportsDeps } from './report-parts';

// GET /api/analytics - a scope's report over a range: totals, series, breakdowns, destinations
// and top links, each breakdown cut to its first rows.

const dimensionCodes: Record<BreakdownDimension, number> = {
  countries: Dim.country,
  devices: Dim.device,
  os: Dim.os,
  browsers: Dim.browser,
  referrers: Dim.referrer,
};

/** A full report before trimming: every breakdown row, for the CSV export. */
export type FullReport = AnalyticsReport;

export async function fullReport(
  deps: ReportsDeps,
  reader: Actor,
  query: AnalyticsQuery,
): Promise<FullReport> {
  const { repo } = deps;
  const { scopes, link, perLink } = await scopeFor(deps, reader, query);
  const { timezone } = reader;
  const range = await resolveRange(deps, query, timezone);
  const bots = query.bots === 'include';
  const dims = [Dim.total, Dim.scan, ...Object.values(dimensionCodes), link ? Dim.choice : Dim.link];
  const [series, rows] = await Promise.all([
    repo.series(scopes, range, timezone, bots),
    repo.dimensions(scopes, dims, range, bots, perLink),
  ]);

  const breakdown = (dim: number): BreakdownRow[] =>
    rows
      .filter((row) => row.dim === dim && row.clicks > 0)
      .map((row) => ({ value: row.value === '' ? null : row.value, clicks: row.clicks }))
      .sort(byClicks);
  const total = rows.find((row) => row.dim === Dim.total);
  // A scope never scanned has no scan rows at all (flush-sql.ts writes them only for scans).
  const scans = rows.find((row) => row.dim === Dim.scan)?.clicks ?? 0;

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
    totals: { clicks: total?.clicks ?? 0, visitors: total?.visitors ?? 0, scans },
    series: series.map((point) => ({
      start: point.start.toISOString(),
      label: point.label,
      clicks: point.clicks,
      visitors: point.visitors,
      scans: point.scans,
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
        ).map((row) => ({ ...row, label: analyticsText.local(row.label, reader.language) }))
      : [],
    top_links: query.link_id
      ? []
      : await topLinks(
          deps,
          rows
            .filter((row) => row.dim === Dim.link && row.clicks > 0)
            .sort(byClicks)
            .slice(0, breakdownLimit * 2),
        ),
  };
}

export async function report(
  deps: ReportsDeps,
  reader: Actor,
  query: AnalyticsQuery,
): Promise<AnalyticsReport> {
  const full = await fullReport(deps, reader, query);
  return {
    ...full,
    countries: full.countries.slice(0, breakdownLimit),
    devices: full.devices.slice(0, breakdownLimit),
    os: full.os.slice(0, breakdownLimit),
    browsers: full.browsers.slice(0, breakdownLimit),
    referrers: full.referrers.slice(0, breakdownLimit),
    destinations: full.destinations.slice(0, breakdownLimit),
    top_links: full.top_links.slice(0, breakdownLimit),
  };
}
