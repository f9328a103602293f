import type { AnalyticsQuery } from '../../../../shared/analytics';
import { analyticsRanges, type AnalyticsRange } from '../../../../shared/analytics-ranges';
import type { LinkListFilters } from '../../../lib/queries/links';

// The report's filters as the API takes them, and as the page keeps them in its address
// (?range=7d&link=<id>&bots=include&from=&to=, with the links list's own filter names beside them:
// tags=, folder= and so on), so a report can be bookmarked and shared.

/** What /analytics shows with no filters; the dashboard prefetches exactly this. */
export const defaultAnalyticsQuery: AnalyticsQuery = { range: '7d', bots: 'exclude' };

/** The days a new custom range covers, ending today. */
const defaultCustomDays = 30;

/**
 * One spelling per report: only the keys that matter, so equal filters make equal query keys
 * (the dashboard's prefetch and the page must land on the same cache entry).
 */
export function normaliseQuery(query: AnalyticsQuery): AnalyticsQuery {
  const normalised: AnalyticsQuery = { range: query.range, bots: query.bots };
  if (query.range === 'custom') {
    if (query.from) normalised.from = query.from;
    if (query.to) normalised.to = query.to;
  }
  if (query.link_id) normalised.link_id = query.link_id;
  const tags = [...new Set(query.tags ?? [])];
  if (tags.length > 0) normalised.tags = tags;
  if (tags.length > 1 && query.tag_mode === 'all') normalised.tag_mode = 'all';
  if (query.q?.trim()) normalised.q = query.q.trim();
  if (query.folder) normalised.folder = query.folder;
  if (query.domain) normalised.domain = query.domain;
  if (query.state) normalised.state = query.state;
  if (query.created_from) normalised.created_from = query.created_from;
  if (query.created_to) normalised.created_to = query.created_to;
  return normalised;
}

/** The links list's filter (its days already instants) as a report's. */
export function withLinkFilter(query: AnalyticsQuery, filter: LinkListFilters): AnalyticsQuery {
  return normaliseQuery({
    ...query,
    tags: [...(filter.tags ?? [])],
    tag_mode: filter.tagMode,
    folder: filter.folder ?? undefined,
    domain: filter.domain ?? undefined,
    state: filter.state ?? undefined,
    created_from: filter.createdFrom ?? undefined,
    created_to: filter.createdTo ?? undefined,
  });
}

/** The API's query string for a report (GET /api/analytics and its CSV export). */
export function apiSearchParams(query: AnalyticsQuery): URLSearchParams {
  const normalised = normaliseQuery(query);
  const { range, from, to, link_id, bots, tags, tag_mode, ...filter } = normalised;
  const params = new URLSearchParams({ range });
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (link_id) params.set('link_id', link_id);
  // Excluding bots is the server's default; only the exception is spelled out.
  if (bots === 'include') params.set('bots', 'include');
  if (tags) params.set('tags', tags.join(','));
  if (tag_mode) params.set('tag_mode', tag_mode);
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  return params;
}

function isRange(value: string | null): value is AnalyticsRange {
  return (analyticsRanges as readonly (string | null)[]).includes(value);
}

/** The filters in the page's address; anything unknown falls back to the defaults. */
export function queryFromSearch(search: URLSearchParams): AnalyticsQuery {
  const range = search.get('range');
  return normaliseQuery({
    range: isRange(range) ? range : defaultAnalyticsQuery.range,
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    link_id: search.get('link') ?? undefined,
    bots: search.get('bots') === 'include' ? 'include' : 'exclude',
  });
}

/** The page's address for the filters: the inverse of queryFromSearch. */
export function searchFromQuery(query: AnalyticsQuery): URLSearchParams {
  const { range, from, to, link_id, bots } = normaliseQuery(query);
  const search = new URLSearchParams({ range });
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  if (link_id) search.set('link', link_id);
  if (bots === 'include') search.set('bots', 'include');
  return search;
}

/** Today's date (YYYY-MM-DD) in a time zone; the browser's own when none or an unknown one is given. */
export function localToday(timeZone: string | undefined, now: Date = new Date()): string {
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format(undefined);
  }
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 10);
}

/** The custom range a user starts from: the last 30 days up to today. */
export function defaultCustomRange(timeZone: string | undefined): { from: string; to: string } {
  const to = localToday(timeZone);
  return { from: addDays(to, -(defaultCustomDays - 1)), to };
}
