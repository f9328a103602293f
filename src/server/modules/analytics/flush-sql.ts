import { Dim } from './rollup';

// The ingest flush as one statement: the batch arrives as arrays (one per column) and the database
// inserts the raw rows, bumps the links' click counts, finds which visitors are new today and
// upserts both rollup tables. The aggregation runs in the database, off the event loop that
// answers redirects, and a batch costs one round trip.
//
// Parameters: $1 link ids, $2 times, $3 countries, $4 devices, $5 OS, $6 browsers, $7 referrer
// hosts, $8 bot flags, $9 destinations, $10 visitor hashes. Answers { inserted }.

const dimensions = (scope: string) => `
    (${scope}, ${Dim.total}::smallint, ''),
    (${scope}, ${Dim.country}::smallint, coalesce(k.country, '')),
    (${scope}, ${Dim.device}::smallint, k.device),
    (${scope}, ${Dim.os}::smallint, coalesce(k.os, '')),
    (${scope}, ${Dim.browser}::smallint, coalesce(k.browser, '')),
    (${scope}, ${Dim.referrer}::smallint, coalesce(k.referrer_host, ''))`;

const upsert = (table: 'click_rollups_hourly' | 'click_rollups_daily', bucket: 'hour' | 'day') => `
  INSERT INTO ${table} AS r (scope, dim, ${bucket}, is_bot, value, clicks, visitors)
  SELECT scope, dim, ${bucket}, is_bot, value, sum(clicks), sum(visitors) FROM counts
  GROUP BY scope, dim, ${bucket}, is_bot, value
  -- One order for every flush, so concurrent flushes lock rows in the same order.
  ORDER BY scope, dim, ${bucket}, is_bot, value
  ON CONFLICT (scope, dim, ${bucket}, is_bot, value)
  DO UPDATE SET clicks = r.clicks + excluded.clicks, visitors = r.visitors + excluded.visitors`;

export const flushSql = `
WITH batch AS (
  SELECT * FROM unnest(
    $1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
    $8::boolean[], $9::text[], $10::bigint[]
  ) AS v(link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, visitor_hash)
),
-- A link deleted while its visits waited here is skipped rather than failing the batch.
known AS (
  SELECT b.*, s.user_id FROM batch b JOIN shortlinks s ON s.id = b.link_id
),
inserted AS (
  INSERT INTO clicks (link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, visitor_hash)
  SELECT link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, visitor_hash
  FROM known
  RETURNING 1
),
counted AS (
  UPDATE shortlinks s SET click_count = s.click_count + c.n
  FROM (SELECT link_id, count(*) AS n FROM known WHERE NOT is_bot GROUP BY link_id) c
  WHERE s.id = c.link_id
  RETURNING 1
),
-- Every click once per dimension, for its link and for its owner (plus the link under the owner).
expanded AS (
  SELECT d.scope, d.dim, date_trunc('hour', k.clicked_at, 'UTC') AS hour, k.is_bot, d.value
  FROM known k
  CROSS JOIN LATERAL (VALUES ${dimensions('k.link_id::text')},${dimensions("'u:' || k.user_id")},
    ('u:' || k.user_id, ${Dim.link}::smallint, k.link_id::text)
  ) AS d(scope, dim, value)
),
-- Each (scope, UTC day, visitor) of the batch at its first click; the hash's salt is daily.
first_seen AS (
  SELECT d.scope, (k.clicked_at AT TIME ZONE 'UTC')::date AS day, k.visitor_hash,
         min(k.clicked_at) AS first_at, (array_agg(k.is_bot ORDER BY k.clicked_at))[1] AS is_bot
  FROM known k
  CROSS JOIN LATERAL (VALUES (k.link_id::text), ('u:' || k.user_id)) AS d(scope)
  WHERE k.visitor_hash IS NOT NULL
  GROUP BY 1, 2, 3
),
new_visitors AS (
  INSERT INTO visitor_days (scope, day, visitor_hash)
  SELECT scope, day, visitor_hash FROM first_seen
  ON CONFLICT DO NOTHING
  RETURNING scope, day, visitor_hash
),
counts AS (
  SELECT scope, dim, hour, (hour AT TIME ZONE 'UTC')::date AS day, is_bot, value, 1 AS clicks, 0 AS visitors
  FROM expanded
  UNION ALL
  -- A visitor first seen today counts in the hour of its first click.
  SELECT f.scope, ${Dim.total}::smallint, date_trunc('hour', f.first_at, 'UTC'), f.day, f.is_bot, '', 0, 1
  FROM first_seen f JOIN new_visitors v USING (scope, day, visitor_hash)
),
hourly AS (${upsert('click_rollups_hourly', 'hour')}
  RETURNING 1
),
daily AS (${upsert('click_rollups_daily', 'day')}
  RETURNING 1
)
SELECT (SELECT count(*) FROM inserted)::int AS inserted`;
