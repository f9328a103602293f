import type pg from 'pg';
import { Dim } from './rollup';

// Reads of the click rollups. Every query names its scopes (a link id, u:<workspace id>, or the
// ids of the links a filter selects, summed) and a range [from, to) of instants; an hourly row
// counts when its hour starts inside the range.

export interface ResolvedRange {
  from: Date;
  to: Date;
  granularity: 'hour' | 'day';
  /** Local dates (YYYY-MM-DD) for day ranges: first day, and the day after the last. */
  fromDate: string | null;
  toDate: string | null;
}

export interface SeriesRow {
  start: Date;
  label: string;
  clicks: number;
  visitors: number;
  /** The clicks that came through a QR code (rollup.ts Dim.scan). */
  scans: number;
}

export interface DimensionRow {
  dim: number;
  value: string;
  clicks: number;
  visitors: number;
}

/**
 * The scope condition on a column. One scope is a plain equality: given a one-element array,
 * PostgreSQL's planner read the daily rollups of a link's report by a parallel sequential scan
 * (31.7 ms against 2.8, bench/results.md). A selection of links is an array.
 */
type ScopeMatch = (column: string) => string;
const oneScope: ScopeMatch = (column) => `${column} = $1::text`;
const anyScope: ScopeMatch = (column) => `${column} = ANY($1::text[])`;

const hourMs = 3_600_000;
const dayMs = 86_400_000;

// Local days -> instants through PostgreSQL's time zone database, so daylight-saving days come
// out 23 or 25 hours long.
const resolveDaysSql = `
SELECT from_date::text AS from_date, to_date::text AS to_date,
       (from_date::timestamp AT TIME ZONE $3) AS "from",
       (to_date::timestamp AT TIME ZONE $3) AS "to"
FROM (SELECT coalesce($4::date, ($1::timestamptz AT TIME ZONE $3)::date - ($2::int - 1)) AS from_date,
             coalesce($5::date + 1, ($1::timestamptz AT TIME ZONE $3)::date + 1) AS to_date) d`;

// Each hour's totals are one probe of the key; its scans come from one range of their partial
// index, as in the day series. Not from the same probes: asked for both dims (dim IN (0, 8)),
// PostgreSQL 15 left dim out of the index condition and read and dropped the owner's row of
// every link in each hour.
const hourSeriesSql = (scope: ScopeMatch) => `
WITH scanned AS (
  SELECT hour, sum(clicks)::int AS scans FROM click_rollups_hourly
  WHERE ${scope('scope')} AND dim = ${Dim.scan} AND hour >= $2 AND hour < $3 AND ($5 OR NOT is_bot)
  GROUP BY hour
)
SELECT h AS start, to_char(h AT TIME ZONE $4, 'YYYY-MM-DD HH24:00') AS label,
       coalesce(sum(r.clicks), 0)::int AS clicks, coalesce(sum(r.visitors), 0)::int AS visitors,
       coalesce(s.scans, 0) AS scans
FROM generate_series($2::timestamptz, $3::timestamptz - interval '1 hour', interval '1 hour') h
LEFT JOIN click_rollups_hourly r
  ON ${scope('r.scope')} AND r.dim = ${Dim.total} AND r.hour = h AND ($5 OR NOT r.is_bot)
LEFT JOIN scanned s ON s.hour = h
GROUP BY h, s.scans ORDER BY h`;

// Day series read a scope's hourly totals in one range of the partial index on (scope, hour), and
// its scans in one range of their own (a scope never scanned: an empty one). Each condition names
// its index's dim as a constant, so that the planner may use the partial index, reading it alone.
const daySeriesSql = (scope: ScopeMatch) => `
WITH days AS (
  SELECT d::date AS day FROM generate_series($6::date, $7::date - 1, interval '1 day') d
),
counted AS (
  SELECT (hour AT TIME ZONE $4)::date AS day, sum(clicks)::int AS clicks, sum(visitors)::int AS visitors
  FROM click_rollups_hourly
  WHERE ${scope('scope')} AND dim = ${Dim.total} AND hour >= $2 AND hour < $3 AND ($5 OR NOT is_bot)
  GROUP BY 1
),
scanned AS (
  SELECT (hour AT TIME ZONE $4)::date AS day, sum(clicks)::int AS scans
  FROM click_rollups_hourly
  WHERE ${scope('scope')} AND dim = ${Dim.scan} AND hour >= $2 AND hour < $3 AND ($5 OR NOT is_bot)
  GROUP BY 1
)
SELECT (days.day::timestamp AT TIME ZONE $4) AS start, days.day::text AS label,
       coalesce(c.clicks, 0) AS clicks, coalesce(c.visitors, 0) AS visitors, coalesce(s.scans, 0) AS scans
FROM days LEFT JOIN counted c ON c.day = days.day LEFT JOIN scanned s ON s.day = days.day
ORDER BY days.day`;

// Whole UTC days inside the range come from the daily rollups, the hours at either edge from the
// hourly ones: a 90-day report reads about 90 rows per scope instead of 2,160. The keys start
// with the bucket, so the buckets are listed and each is one probe of the index. The totals' rows
// carry the breakdowns ({"<dim>:<value>": clicks}), unfolded here into rows like the others. (value
// = '' is always true of a total and names the whole key: without it the planner, which does not
// know that a scope's totals are few, may read the whole table.)
const dimensionsSql = (scope: ScopeMatch) => `
SELECT dim, value, sum(clicks)::int AS clicks, sum(visitors)::int AS visitors FROM (
  SELECT dim, value, clicks, visitors FROM click_rollups_daily
  WHERE day = ANY($3::date[]) AND ${scope('scope')} AND dim = ANY($2::smallint[]) AND ($5 OR NOT is_bot)
  UNION ALL
  SELECT dim, value, clicks, visitors FROM click_rollups_hourly
  WHERE hour = ANY($4::timestamptz[]) AND ${scope('scope')} AND dim = ANY($2::smallint[]) AND ($5 OR NOT is_bot)
  UNION ALL
  SELECT split_part(key, ':', 1)::smallint, substr(key, strpos(key, ':') + 1), clicks, 0 FROM (
    SELECT b.key, sum(b.value::int) AS clicks
    FROM (
      SELECT breakdown FROM click_rollups_daily
      WHERE day = ANY($3::date[]) AND ${scope('scope')} AND dim = ${Dim.total} AND value = '' AND ($5 OR NOT is_bot)
      UNION ALL
      SELECT breakdown FROM click_rollups_hourly
      WHERE hour = ANY($4::timestamptz[]) AND ${scope('scope')} AND dim = ${Dim.total} AND value = '' AND ($5 OR NOT is_bot)
    ) r CROSS JOIN LATERAL jsonb_each_text(r.breakdown) b
    GROUP BY b.key
  ) k
  UNION ALL
  -- A selection of links ($6): each link's total is its row of the top links.
  SELECT ${Dim.link}::smallint, scope, clicks, visitors FROM click_rollups_daily
  WHERE $6::boolean AND day = ANY($3::date[]) AND ${scope('scope')} AND dim = ${Dim.total} AND value = '' AND ($5 OR NOT is_bot)
  UNION ALL
  SELECT ${Dim.link}::smallint, scope, clicks, visitors FROM click_rollups_hourly
  WHERE $6::boolean AND hour = ANY($4::timestamptz[]) AND ${scope('scope')} AND dim = ${Dim.total} AND value = '' AND ($5 OR NOT is_bot)
) r
WHERE dim = ANY($2::smallint[])
GROUP BY dim, value`;

const queries = (scope: ScopeMatch) => ({
  hourSeries: hourSeriesSql(scope),
  daySeries: daySeriesSql(scope),
  dimensions: dimensionsSql(scope),
});
const forOneScope = queries(oneScope);
const forScopes = queries(anyScope);

/** The queries for these scopes, and the scopes as their first parameter. */
function scoped(scopes: string[]) {
  return scopes.length === 1
    ? { sql: forOneScope, scopeParam: scopes[0]! }
    : { sql: forScopes, scopeParam: scopes };
}

// Every owner's clicks per UTC day: each user scope's daily total, summed (a click counts once
// under its owner's scope, so this is every link's clicks). The keys start with the day, so this
// reads the days' user scopes and nothing older.
const allOwnersPerDaySql = `
SELECT day::text AS day, sum(clicks)::float8 AS clicks FROM click_rollups_daily
WHERE day >= $1::date AND scope LIKE 'u:%' AND dim = ${Dim.total} AND value = '' AND NOT is_bot
GROUP BY day`;

/** Starts of the hours that begin in [fromMs, toMs). */
function hourStarts(fromMs: number, toMs: number): Date[] {
  const hours: Date[] = [];
  for (let hour = Math.ceil(fromMs / hourMs) * hourMs; hour < toMs; hour += hourMs)
    hours.push(new Date(hour));
  return hours;
}

/** UTC dates of the days that begin in [fromMs, toMs). */
function dayDates(fromMs: number, toMs: number): string[] {
  const days: string[] = [];
  for (let day = fromMs; day < toMs; day += dayMs) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

export function createReportsRepo(pool: pg.Pool) {
  return {
    async resolveDays(options: {
      now: Date;
      days: number;
      timezone: string;
      fromDate?: string;
      toDate?: string;
    }): Promise<ResolvedRange> {
      const { rows } = await pool.query<{ from_date: string; to_date: string; from: Date; to: Date }>(
        resolveDaysSql,
        [options.now, options.days, options.timezone, options.fromDate ?? null, options.toDate ?? null],
      );
      const row = rows[0]!;
      return { from: row.from, to: row.to, granularity: 'day', fromDate: row.from_date, toDate: row.to_date };
    },

    async series(
      scopes: string[],
      range: ResolvedRange,
      timezone: string,
      bots: boolean,
    ): Promise<SeriesRow[]> {
      const { sql, scopeParam } = scoped(scopes);
      const { rows } =
        range.granularity === 'hour'
          ? await pool.query<SeriesRow>(sql.hourSeries, [scopeParam, range.from, range.to, timezone, bots])
          : await pool.query<SeriesRow>(sql.daySeries, [
              scopeParam,
              range.from,
              range.to,
              timezone,
              bots,
              range.fromDate,
              range.toDate,
            ]);
      return rows;
    },

    /** `perLink`: each scope's total as a Dim.link row too (a selection's top links). */
    async dimensions(
      scopes: string[],
      dims: number[],
      range: Pick<ResolvedRange, 'from' | 'to'>,
      bots: boolean,
      perLink = false,
    ) {
      const fromMs = range.from.getTime();
      const toMs = range.to.getTime();
      let firstDay = Math.ceil(fromMs / dayMs) * dayMs;
      let lastDayEnd = Math.floor(toMs / dayMs) * dayMs;
      // No whole UTC day inside: everything from the hourly rows.
      if (firstDay >= lastDayEnd) firstDay = lastDayEnd = toMs;
      const { sql, scopeParam } = scoped(scopes);
      const { rows } = await pool.query<DimensionRow>(sql.dimensions, [
        scopeParam,
        dims,
        dayDates(firstDay, lastDayEnd),
        [...hourStarts(fromMs, firstDay), ...hourStarts(lastDayEnd, toMs)],
        bots,
        perLink,
      ]);
      return rows;
    },

    /** Every owner's clicks (bots excluded) per UTC day (YYYY-MM-DD) from `since`'s day on. */
    async allOwnersPerDay(since: Date): Promise<{ day: string; value: number }[]> {
      const { rows } = await pool.query<{ day: string; clicks: number }>(allOwnersPerDaySql, [
        since.toISOString().slice(0, 10),
      ]);
      return rows.map((row) => ({ day: row.day, value: row.clicks }));
    },
  };
}

export type ReportsRepo = ReturnType<typeof createReportsRepo>;
