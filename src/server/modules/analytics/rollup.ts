// Turns a batch of clicks into rollup rows, in memory, before they reach the database: a batch of
// 1,000 visits to a few hot links becomes a few dozen upserted rows instead of thousands.

/** Rollup dimensions, as stored in the `dim` column. */
export const Dim = { total: 0, country: 1, device: 2, os: 3, browser: 4, referrer: 5, link: 6 } as const;
export type DimCode = (typeof Dim)[keyof typeof Dim];

/** The scope of all of a user's links; a single link's scope is its id. */
export function userScope(userId: string): string {
  return `u:${userId}`;
}

export interface RollupClick {
  linkId: string;
  userId: string;
  /** ISO 8601 in UTC (toISOString), so hour and day are string prefixes. */
  at: string;
  country: string | null;
  device: string;
  os: string | null;
  browser: string | null;
  referrerHost: string | null;
  isBot: boolean;
  visitorHash: number;
}

interface Row {
  scope: string;
  dim: DimCode;
  bucket: string;
  isBot: boolean;
  value: string;
  clicks: number;
  visitors: number;
}

/** Columns for one `unnest` upsert, sorted by key so concurrent flushes lock rows in one order. */
export interface RollupColumns {
  scopes: string[];
  dims: number[];
  buckets: string[];
  bots: boolean[];
  values: string[];
  clicks: number[];
  visitors: number[];
}

export interface VisitorColumns {
  scopes: string[];
  days: string[];
  hashes: string[];
}

export interface Rollup {
  /** The (scope, day, visitor) keys this batch saw; the database says which are new. */
  visitorKeys: VisitorColumns;
  /** Counts one visitor as new (first seen that day) in the hour of its first click here. */
  addVisitor(scope: string, day: string, hash: string): void;
  hourly(): RollupColumns;
  daily(): RollupColumns;
}

const rowKey = (scope: string, dim: number, bucket: string, isBot: boolean, value: string) =>
  `${scope}\u0000${dim}\u0000${bucket}\u0000${isBot ? 1 : 0}\u0000${value}`;

function add(
  rows: Map<string, Row>,
  scope: string,
  dim: DimCode,
  bucket: string,
  isBot: boolean,
  value: string,
) {
  const key = rowKey(scope, dim, bucket, isBot, value);
  const row = rows.get(key);
  if (row) row.clicks += 1;
  else rows.set(key, { scope, dim, bucket, isBot, value, clicks: 1, visitors: 0 });
}

function toColumns(rows: Map<string, Row>): RollupColumns {
  const columns: RollupColumns = {
    scopes: [],
    dims: [],
    buckets: [],
    bots: [],
    values: [],
    clicks: [],
    visitors: [],
  };
  for (const key of [...rows.keys()].sort()) {
    const row = rows.get(key)!;
    columns.scopes.push(row.scope);
    columns.dims.push(row.dim);
    columns.buckets.push(row.bucket);
    columns.bots.push(row.isBot);
    columns.values.push(row.value);
    columns.clicks.push(row.clicks);
    columns.visitors.push(row.visitors);
  }
  return columns;
}

export function rollUp(clicks: readonly RollupClick[]): Rollup {
  const hourly = new Map<string, Row>();
  const daily = new Map<string, Row>();
  // First click of each (scope, day, visitor) in this batch: where a new visitor is counted.
  const firstSeen = new Map<string, { hour: string; isBot: boolean }>();

  for (const click of clicks) {
    const hour = `${click.at.slice(0, 13)}:00:00.000Z`;
    const day = click.at.slice(0, 10);
    const values: [DimCode, string][] = [
      [Dim.total, ''],
      [Dim.country, click.country ?? ''],
      [Dim.device, click.device],
      [Dim.os, click.os ?? ''],
      [Dim.browser, click.browser ?? ''],
      [Dim.referrer, click.referrerHost ?? ''],
    ];
    for (const scope of [click.linkId, userScope(click.userId)]) {
      for (const [dim, value] of values) {
        add(hourly, scope, dim, hour, click.isBot, value);
        add(daily, scope, dim, day, click.isBot, value);
      }
      const visitorKey = `${scope}\u0000${day}\u0000${click.visitorHash}`;
      const seen = firstSeen.get(visitorKey);
      if (!seen || hour < seen.hour) firstSeen.set(visitorKey, { hour, isBot: click.isBot });
    }
    const user = userScope(click.userId);
    add(hourly, user, Dim.link, hour, click.isBot, click.linkId);
    add(daily, user, Dim.link, day, click.isBot, click.linkId);
  }

  const visitorKeys: VisitorColumns = { scopes: [], days: [], hashes: [] };
  for (const key of firstSeen.keys()) {
    const [scope, day, hash] = key.split('\u0000') as [string, string, string];
    visitorKeys.scopes.push(scope);
    visitorKeys.days.push(day);
    visitorKeys.hashes.push(hash);
  }

  return {
    visitorKeys,
    addVisitor(scope, day, hash) {
      const seen = firstSeen.get(`${scope}\u0000${day}\u0000${hash}`);
      if (!seen) return;
      hourly.get(rowKey(scope, Dim.total, seen.hour, seen.isBot, ''))!.visitors += 1;
      daily.get(rowKey(scope, Dim.total, day, seen.isBot, ''))!.visitors += 1;
    },
    hourly: () => toColumns(hourly),
    daily: () => toColumns(daily),
  };
}
