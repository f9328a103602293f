import { Dim } from './rollup';

// The ingest flush as one statement: the batch arrives as one JSON text and the database
// inserts the raw rows, bumps the links' click counts, finds which visitors are new today and
// upserts both rollup tables. The aggregation runs in the database, off the event loop that
// answers redirects, and a batch costs one round trip.
//
// Cost matters here (see ADR 0002): the batch is first grouped by everything a rollup key is made
// of, so the fan-out to 13 keys per click (14 when a targeting rule, the rotator or the fallback
// answered) runs over distinct combinations rather than clicks, and the daily keys are summed from
// the hourly ones instead of from the clicks again. Rows are written in key order (time first), so
// a flush touches a narrow, recent part of each index.
//
// Parameters: $1 the batch as a JSON array of objects named as the clicks columns; $2 the click
// spool the batch came from (or null), $3 its stretches of that spool as a JSON array of
// [first, last] sequence numbers, $4 the first sequence number of the spool's oldest file still on
// disk (its rows below that are of deleted files). Answers { inserted }.

const dimensions = (scope: string) => `
    (${scope}, ${Dim.total}::smallint, ''),
    (${scope}, ${Dim.country}::smallint, c.country),
    (${scope}, ${Dim.device}::smallint, c.device),
    (${scope}, ${Dim.os}::smallint, c.os),
    (${scope}, ${Dim.browser}::smallint, c.browser),
    (${scope}, ${Dim.referrer}::smallint, c.referrer)`;

export const flushSql = `
WITH batch AS (
  SELECT * FROM json_to_recordset($1::json) AS v(
    link_id uuid, clicked_at timestamptz, country text, device text, os text, browser text,
    referrer_host text, is_bot boolean, destination text, choice text, visitor_hash bigint
  )
),
-- A link deleted while its visits waited here is skipped rather than failing the batch.
known AS (
  SELECT b.*, s.user_id FROM batch b JOIN shortlinks s ON s.id = b.link_id
),
inserted AS (
  INSERT INTO clicks (link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, choice, visitor_hash)
  SELECT link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, choice, visitor_hash
  FROM known
  RETURNING 1
),
-- Two flushes may run at once: every row lock is taken in key order (links here, rollup keys
-- below), so they wait for each other but never deadlock.
locked AS (
  SELECT s.id FROM shortlinks s
  WHERE s.id IN (SELECT link_id FROM known WHERE NOT is_bot)
  ORDER BY s.id
  FOR UPDATE
),
counted AS (
  UPDATE shortlinks s SET click_count = s.click_count + c.n
  FROM (SELECT link_id, count(*) AS n FROM known WHERE NOT is_bot GROUP BY link_id) c
  WHERE s.id = c.link_id AND s.id IN (SELECT id FROM locked)
  RETURNING 1
),
-- The spool's record of what is written commits with the clicks: a replay after a crash skips
-- exactly these (spool.ts).
spooled AS (
  INSERT INTO click_spool_commits (spool, first_seq, last_seq)
  SELECT $2::text, (r ->> 0)::bigint, (r ->> 1)::bigint FROM json_array_elements($3::json) r
  WHERE $2::text IS NOT NULL
),
unspooled AS (
  DELETE FROM click_spool_commits WHERE spool = $2::text AND last_seq < $4::bigint
),
-- The batch's distinct (link, hour, bot, country, device, OS, browser, referrer, choice) and their
-- clicks. Untargeted clicks all have a null choice, so it adds combinations only for targeted ones.
combos AS (
  SELECT link_id::text AS link, 'u:' || user_id AS owner, date_trunc('hour', clicked_at, 'UTC') AS hour,
         is_bot, coalesce(country, '') AS country, device, coalesce(os, '') AS os,
         coalesce(browser, '') AS browser, coalesce(referrer_host, '') AS referrer, choice,
         count(*)::int AS clicks
  FROM known
  GROUP BY link_id, user_id, 3, is_bot, country, device, os, browser, referrer_host, choice
),
-- Each (UTC day, visitor, link) of the batch at its first click. The hash's salt is daily, and a
-- hash always comes with the same user agent, so its bot flag is the same on every click.
link_firsts AS (
  SELECT (clicked_at AT TIME ZONE 'UTC')::date AS day, visitor_hash, user_id, link_id,
         min(clicked_at) AS first_at, bool_or(is_bot) AS is_bot
  FROM known
  WHERE visitor_hash IS NOT NULL
  GROUP BY 1, 2, 3, 4
),
-- New for the owner: not seen on any of their links that day. Grouped first, then one index
-- probe on the key's prefix each: a scalar subquery rather than NOT EXISTS, which the planner may
-- turn into a hash anti-join (with one visitor on many links, every probe walked one long chain).
new_for_owner AS (
  SELECT o.* FROM (
    SELECT day, visitor_hash, user_id, min(first_at) AS first_at, bool_or(is_bot) AS is_bot
    FROM link_firsts
    GROUP BY 1, 2, 3
  ) o
  WHERE (
    SELECT 1 FROM visitor_days v
    WHERE v.day = o.day AND v.visitor_hash = o.visitor_hash AND v.user_id = o.user_id
    LIMIT 1
  ) IS NULL
),
-- New for the link: the rows this statement could insert (a visitor seen on the link that day
-- already conflicts), with the hour and bot flag of their first click.
new_for_link AS (
  INSERT INTO visitor_days (day, visitor_hash, user_id, link_id, first_hour, is_bot)
  SELECT day, visitor_hash, user_id, link_id, extract(hour FROM first_at AT TIME ZONE 'UTC')::smallint, is_bot
  FROM link_firsts
  ORDER BY 1, 2, 3, 4
  ON CONFLICT DO NOTHING
  RETURNING link_id, day, first_hour, is_bot
),
-- Every combination once per dimension, for its link and for its owner (plus the link under the
-- owner); a visitor first seen today counts in the hour of its first click.
hourly_counts AS (
  SELECT scope, dim, hour, is_bot, value, sum(clicks)::int AS clicks, sum(visitors)::int AS visitors
  FROM (
    SELECT d.scope, d.dim, c.hour, c.is_bot, d.value, c.clicks, 0 AS visitors
    FROM combos c
    CROSS JOIN LATERAL (VALUES ${dimensions('c.link')},${dimensions('c.owner')},
      (c.owner, ${Dim.link}::smallint, c.link)
    ) AS d(scope, dim, value)
    UNION ALL
    -- The targeting choice, for the link alone and only where one answered (rollup.ts Dim.choice).
    SELECT c.link, ${Dim.choice}::smallint, c.hour, c.is_bot, c.choice, c.clicks, 0
    FROM combos c
    WHERE c.choice IS NOT NULL
    UNION ALL
    SELECT link_id::text, ${Dim.total}::smallint, (day::timestamp + make_interval(hours => first_hour)) AT TIME ZONE 'UTC',
           is_bot, '', 0, 1
    FROM new_for_link
    UNION ALL
    SELECT 'u:' || user_id, ${Dim.total}::smallint, date_trunc('hour', first_at, 'UTC'), is_bot, '', 0, 1
    FROM new_for_owner
  ) x
  GROUP BY scope, dim, hour, is_bot, value
),
hourly AS (
  INSERT INTO click_rollups_hourly AS r (hour, scope, dim, is_bot, value, clicks, visitors)
  SELECT hour, scope, dim, is_bot, value, clicks, visitors FROM hourly_counts
  ORDER BY hour, scope, dim, is_bot, value
  ON CONFLICT (hour, scope, dim, is_bot, value)
  DO UPDATE SET clicks = r.clicks + excluded.clicks, visitors = r.visitors + excluded.visitors
  RETURNING 1
),
daily AS (
  INSERT INTO click_rollups_daily AS r (day, scope, dim, is_bot, value, clicks, visitors)
  SELECT (hour AT TIME ZONE 'UTC')::date, scope, dim, is_bot, value, sum(clicks), sum(visitors)
  FROM hourly_counts
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, scope, dim, is_bot, value)
  DO UPDATE SET clicks = r.clicks + excluded.clicks, visitors = r.visitors + excluded.visitors
  RETURNING 1
)
SELECT (SELECT count(*) FROM inserted)::int AS inserted`;
