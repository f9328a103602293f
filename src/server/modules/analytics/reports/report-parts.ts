import { hasLinkFilter, type AnalyticsQuery, type TopLink } from '../../../../shared/analytics';
import type { LinkFilter } from '../../../../shared/links';
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
  /** The ids of the workspace's links a filter selects (the links list's filter). */
  matching(workspaceId: string, filter: Partial<LinkFilter>): Promise<string[]>;
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

/**
 * What a report reads: the scopes of its rollups and the one link it is about, if any. All of a
 * workspace's links are its own scope; a filter selects links, read as the sum of their scopes
 * (`perLink`: the top links come from each scope's total, the workspace's link rows being of
 * every link).
 */
export interface ReportScope {
  scopes: string[];
  link: LinkSummary | null;
  perLink: boolean;
}

/** The scope a reader may see: their workspace's links, some of them, or one link (admins: any). */
export async function scopeFor(
  deps: ReportsDeps,
  reader: Actor,
  query: AnalyticsQuery,
): Promise<ReportScope> {
  if (query.link_id) {
    const [link] = await deps.links.summaries([query.link_id]);
    if (!link || (link.workspaceId !== reader.workspaceId && !reader.isAdmin)) throw notFound('Link');
    return { scopes: [link.id], link, perLink: false };
  }
  if (!hasLinkFilter(query)) return { scopes: [userScope(reader.workspaceId)], link: null, perLink: false };
  const { range: _range, from: _from, to: _to, link_id: _link, bots: _bots, ...filter } = query;
  return { scopes: await deps.links.matching(reader.workspaceId, filter), link: null, perLink: true };
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
