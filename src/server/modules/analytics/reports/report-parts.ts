import type { AnalyticsQuery, TopLink } from '../../../../shared/analytics';
import { notFound } from '../../../platform/http/app-error';
import type { Actor } from '../../../platform/http/principal';
import type { LinkSummary } from '../../links';
import type { ReportsRepo, ResolvedRange } from '../reports.repo';
import { userScope } from '../rollup';

// What every report action shares: its dependencies, the range asked for, the scope a reader may
// see and the top links' rows.

/** What reports read of links: asked of the links module, which owns them. */
export interface ReportLinks {
  summaries(ids: string[]): Promise<LinkSummary[]>;
  recent(userId: string, limit: number): Promise<LinkSummary[]>;
  totals(userId: string): Promise<{ links: number; clicks: number }>;
}

export interface ReportsDeps {
  repo: ReportsRepo;
  links: ReportLinks;
  now: () => Date;
}

const rangeDays = { '7d': 7, '30d': 30, '90d': 90 } as const;
const hourMs = 3_600_000;

export function byClicks(
  a: { clicks: number; value?: string | null },
  b: { clicks: number; value?: string | null },
) {
  return b.clicks - a.clicks || String(a.value ?? '').localeCompare(String(b.value ?? ''));
}

export async function resolveRange(
  deps: ReportsDeps,
  query: AnalyticsQuery,
  timezone: string,
): Promise<ResolvedRange> {
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
    const range = await deps.repo.resolveDays({
      now,
      days: 1,
      timezone,
      fromDate: query.from,
      toDate: query.to,
    });
    // One day reads better hour by hour.
    return query.from === query.to ? { ...range, granularity: 'hour' } : range;
  }
  return deps.repo.resolveDays({ now, days: rangeDays[query.range], timezone });
}

/** The scope a reader may see: their own links, or one link they own (admins: any link). */
export async function scopeFor(
  deps: ReportsDeps,
  reader: Actor,
  linkId: string | undefined,
): Promise<{ scope: string; link: LinkSummary | null }> {
  if (!linkId) return { scope: userScope(reader.workspaceId), link: null };
  const [link] = await deps.links.summaries([linkId]);
  if (!link || (link.workspaceId !== reader.workspaceId && !reader.isAdmin)) throw notFound('Link');
  return { scope: link.id, link };
}

export async function topLinks(
  deps: ReportsDeps,
  rows: { value: string; clicks: number }[],
): Promise<TopLink[]> {
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
