import type { DashboardSummary } from '../../../../shared/analytics';
import type { Actor } from '../../../platform/http/principal';
import { Dim, userScope } from '../rollup';
import { byClicks, topLinks, type ReportsDeps } from './report-parts';

// GET /api/dashboard - the reader's last 30 days: totals, today and yesterday, a
// sparkline, top and recent links.

export async function dashboard(deps: ReportsDeps, reader: Actor): Promise<DashboardSummary> {
  const { repo } = deps;
  const scope = userScope(reader.workspaceId);
  const { timezone } = reader;
  const month = await repo.resolveDays({ now: deps.now(), days: 30, timezone });
  const [sparkline, rows, totals, recent] = await Promise.all([
    repo.series([scope], month, timezone, false),
    repo.dimensions([scope], [Dim.link], month, false),
    deps.links.totals(reader.workspaceId),
    deps.links.recent(reader.workspaceId, 5),
  ]);
  const top = await topLinks(
    deps,
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
      scans: point.scans,
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
}
