import { maxClicksPerMessage, webhookSchemaVersion } from '../../../shared/webhook-events';
import { Dim } from './rollup';

// The ingest flush as one statement: the batch arrives as one JSON text and the database
// inserts the raw rows, bumps the links' click counts, finds which visitors are new today and
// upserts both rollup tables. The aggregation runs in the database, off the event loop that
// answers redirects, and a batch costs one round trip.
//
// Cost matters here (see ADRs 0002 and 0013): the batch is first grouped by everything a rollup
// key is made of, so the fan-out runs over distinct combinations rather than clicks. Each link and
// owner gets one row per hour and day (the total, with the breakdown by value folded into it as a
// JSON object) and each link one row under its owner: about 3 rows per hour of a link, where one
// row per value took 13. Scans (clicks through a QR code) add a row per link and owner, only in the
// hours that had any: ordinary traffic writes no more than before. Rows are written in key order
// (time first), so a flush touches a narrow, recent part of each index.
//
// Parameters: $1 the batch as a JSON array of objects named as the clicks columns; $2 the click
// spool the batch came from (or null), $3 its stretches of that spool as a JSON array of
// [first, last] sequence numbers, $4 the first sequence number of the spool's oldest file still on
// disk (its rows below that are of deleted files), $5 the time of the flush (the messages it
// makes are made then). Answers { inserted, messages, queued, capped }: the link.clicked messages
// made and the clicks queued for outgoing webhooks, and the [domain, code] of each link the batch
// brought to its click cap.

// A time as JavaScript's toISOString() writes it (every time in a webhook's payload).
const isoFormat = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

// The breakdown values of a combination, as the keys of a rollup row's breakdown ('<dim>:<value>').
const breakdownKeys = (scope: string) => `
    (${scope}, '${Dim.country}:' || c.country),
    (${scope}, '${Dim.device}:' || c.device),
    (${scope}, '${Dim.os}:' || c.os),
    (${scope}, '${Dim.browser}:' || c.browser),
    (${scope}, '${Dim.referrer}:' || c.referrer)`;

// Adds a row's new counts to its stored ones: only the batch's few keys are visited, the stored
// object is copied as a whole by ||. (An empty new object aggregates to NULL, which || would
// make the whole result: hence the coalesce.)
const addBreakdown = `CASE WHEN r.breakdown IS NULL THEN excluded.breakdown WHEN excluded.breakdown IS NULL THEN r.breakdown
  ELSE r.breakdown || coalesce((SELECT jsonb_object_agg(n.key, n.value::int + coalesce((r.breakdown ->> n.key)::int, 0))
                                FROM jsonb_each_text(excluded.breakdown) n), '{}'::jsonb) END`;

export const flushSql = `
WITH batch AS (
  SELECT * FROM json_to_recordset($1::json) AS v(
    link_id uuid, clicked_at timestamptz, country text, device text, os text, browser text,
    referrer_host text, is_bot boolean, destination text, choice text, visitor_hash bigint, source text
  )
),
-- A link deleted while its visits waited here is skipped rather than failing the batch.
known AS (
  SELECT b.*, s.workspace_id FROM batch b JOIN shortlinks s ON s.id = b.link_id
),
inserted AS (
  INSERT INTO clicks (link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, choice, visitor_hash, source)
  SELECT link_id, clicked_at, country, device, os, browser, referrer_host, is_bot, destination, choice, visitor_hash, source
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
-- Scans count as the clicks do, bots excluded, in the same update of the link's row.
counted AS (
  UPDATE shortlinks s SET click_count = s.click_count + c.n, scan_count = s.scan_count + c.scans
  FROM (SELECT link_id, count(*) AS n, count(*) FILTER (WHERE source = 'qr') AS scans
        FROM known WHERE NOT is_bot GROUP BY link_id) c
  WHERE s.id = c.link_id AND s.id IN (SELECT id FROM locked)
  RETURNING s.domain, s.short_url, s.max_clicks, s.click_count, c.n
),
-- Links this batch brought to their click cap: every process drops them from its cache, so that
-- the clicks of the others count too (ADR 0030).
capped AS (
  SELECT domain, short_url FROM counted
  WHERE max_clicks IS NOT NULL AND click_count >= max_clicks AND click_count - n < max_clicks
),
-- People's clicks on the links of a workspace with an endpoint that wants them, for its
-- link.clicked messages (ADR 0033), numbered per endpoint in the order of the visits. The
-- endpoints are found from the batch's few workspaces through a partial index that holds only
-- such endpoints, so a batch of a workspace without one looks up nothing more.
hooked AS (
  SELECT e.id AS endpoint_id, e.workspace_id, k.link_id, s.domain AS link_domain, s.short_url AS link_code,
         k.clicked_at, k.country, k.device, k.os, k.browser, k.referrer_host, k.destination,
         k.source IS NOT DISTINCT FROM 'qr' AS qr,
         (row_number() OVER (PARTITION BY e.id ORDER BY k.clicked_at) - 1)::int AS n,
         count(*) OVER (PARTITION BY e.id)::int AS total
  FROM webhook_endpoints e
  JOIN known k ON k.workspace_id = e.workspace_id AND NOT k.is_bot
  JOIN shortlinks s ON s.id = k.link_id
  WHERE e.workspace_id IN (SELECT DISTINCT workspace_id FROM known)
    AND e.enabled AND e.events @> '["link.clicked"]'::jsonb
),
-- Each endpoint's full hundreds become messages here, due at once: a click written is a click
-- on its way, whatever happens to the process after, and a busy endpoint's clicks make no round
-- trip through a queue. (The id is the webhooks module's form: msg_ and 32 hex digits.)
hooked_chunks AS (
  SELECT 'msg_' || replace(gen_random_uuid()::text, '-', '') AS id, endpoint_id, workspace_id,
         jsonb_build_object('type', 'link.clicked', 'version', ${webhookSchemaVersion},
           'timestamp', to_char($5::timestamptz AT TIME ZONE 'UTC', '${isoFormat}'),
           'data', jsonb_build_object('clicks', jsonb_agg(jsonb_build_object(
             'link_id', link_id, 'domain', coalesce(link_domain, ''), 'short_url', coalesce(link_code, ''),
             'clicked_at', to_char(clicked_at AT TIME ZONE 'UTC', '${isoFormat}'), 'country', country,
             'device', device, 'os', os, 'browser', browser, 'referrer_host', referrer_host,
             'destination', destination, 'qr', qr) ORDER BY n))) AS payload
  FROM hooked
  WHERE n < total - total % ${maxClicksPerMessage}
  GROUP BY endpoint_id, workspace_id, n / ${maxClicksPerMessage}
),
hooked_messages AS (
  INSERT INTO webhook_messages (id, workspace_id, event, payload, created_at)
  SELECT id, workspace_id, 'link.clicked', payload, $5::timestamptz FROM hooked_chunks
  RETURNING id
),
hooked_deliveries AS (
  INSERT INTO webhook_deliveries (message_id, endpoint_id, next_attempt_at, created_at)
  SELECT c.id, c.endpoint_id, $5::timestamptz, $5::timestamptz
  FROM hooked_chunks c JOIN hooked_messages m ON m.id = c.id
  RETURNING 1
),
-- The rest, fewer than a message per endpoint, wait in the endpoint's queue for the clicks of the
-- next flushes (webhooks/click-batches.ts cuts them): a message that is not full goes when its
-- oldest click has waited a second.
queued AS (
  INSERT INTO webhook_clicks (endpoint_id, link_id, clicked_at, country, device, os, browser, referrer_host, destination, qr)
  SELECT endpoint_id, link_id, clicked_at, country, device, os, browser, referrer_host, destination, qr
  FROM hooked
  WHERE n >= total - total % ${maxClicksPerMessage}
  ORDER BY endpoint_id, n
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
-- The batch's distinct (link, hour, bot, country, device, OS, browser, referrer, choice, source) and
-- their clicks. Untargeted clicks all have a null choice and unscanned ones a null source, so they
-- add combinations only for targeted clicks and for scans.
combos AS (
  SELECT link_id::text AS link, 'u:' || workspace_id AS owner, date_trunc('hour', clicked_at, 'UTC') AS hour,
         is_bot, coalesce(country, '') AS country, device, coalesce(os, '') AS os,
         coalesce(browser, '') AS browser, coalesce(referrer_host, '') AS referrer, choice, source,
         count(*)::int AS clicks
  FROM known
  GROUP BY link_id, workspace_id, 3, is_bot, country, device, os, browser, referrer_host, choice, source
),
-- Each (UTC day, visitor, link) of the batch at its first click. The hash's salt is daily, and a
-- hash always comes with the same user agent, so its bot flag is the same on every click.
link_firsts AS (
  SELECT (clicked_at AT TIME ZONE 'UTC')::date AS day, visitor_hash, workspace_id, link_id,
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
    SELECT day, visitor_hash, workspace_id, min(first_at) AS first_at, bool_or(is_bot) AS is_bot
    FROM link_firsts
    GROUP BY 1, 2, 3
  ) o
  WHERE (
    SELECT 1 FROM visitor_days v
    WHERE v.day = o.day AND v.visitor_hash = o.visitor_hash AND v.workspace_id = o.workspace_id
    LIMIT 1
  ) IS NULL
),
-- New for the link: the rows this statement could insert (a visitor seen on the link that day
-- already conflicts), with the hour and bot flag of their first click.
new_for_link AS (
  INSERT INTO visitor_days (day, visitor_hash, workspace_id, link_id, first_hour, is_bot)
  SELECT day, visitor_hash, workspace_id, link_id, extract(hour FROM first_at AT TIME ZONE 'UTC')::smallint, is_bot
  FROM link_firsts
  ORDER BY 1, 2, 3, 4
  ON CONFLICT DO NOTHING
  RETURNING link_id, day, first_hour, is_bot
),
-- The clicks per breakdown value, for the link and for its owner, per hour; the targeting choice
-- for the link alone and only where one answered (rollup.ts Dim.choice).
pairs AS (
  SELECT d.scope, c.hour, c.is_bot, d.key, sum(c.clicks)::int AS clicks
  FROM combos c
  CROSS JOIN LATERAL (VALUES ${breakdownKeys('c.link')},${breakdownKeys('c.owner')},
    (c.link, '${Dim.choice}:' || c.choice)
  ) AS d(scope, key)
  WHERE d.key IS NOT NULL
  GROUP BY 1, 2, 3, 4
),
-- The totals of each link and owner, and each link under its owner; a visitor first seen today
-- counts in the hour of its first click. Scans are rows of their own (rollup.ts Dim.scan) for the
-- link and its owner, from the scanned combinations alone: a batch without scans adds none.
hourly_counts AS (
  SELECT scope, dim, hour, is_bot, value, sum(clicks)::int AS clicks, sum(visitors)::int AS visitors
  FROM (
    SELECT d.scope, d.dim, c.hour, c.is_bot, d.value, c.clicks, 0 AS visitors
    FROM combos c
    CROSS JOIN LATERAL (VALUES (c.link, ${Dim.total}::smallint, ''), (c.owner, ${Dim.total}::smallint, ''),
      (c.owner, ${Dim.link}::smallint, c.link)
    ) AS d(scope, dim, value)
    UNION ALL
    SELECT d.scope, ${Dim.scan}::smallint, c.hour, c.is_bot, '', c.clicks, 0
    FROM combos c
    CROSS JOIN LATERAL (VALUES (c.link), (c.owner)) AS d(scope)
    WHERE c.source = 'qr'
    UNION ALL
    SELECT link_id::text, ${Dim.total}::smallint, (day::timestamp + make_interval(hours => first_hour)) AT TIME ZONE 'UTC',
           is_bot, '', 0, 1
    FROM new_for_link
    UNION ALL
    SELECT 'u:' || workspace_id, ${Dim.total}::smallint, date_trunc('hour', first_at, 'UTC'), is_bot, '', 0, 1
    FROM new_for_owner
  ) x
  GROUP BY scope, dim, hour, is_bot, value
),
hourly_breakdowns AS (
  SELECT scope, hour, is_bot, jsonb_object_agg(key, clicks) AS breakdown FROM pairs GROUP BY 1, 2, 3
),
hourly AS (
  INSERT INTO click_rollups_hourly AS r (hour, scope, dim, is_bot, value, clicks, visitors, breakdown)
  SELECT h.hour, h.scope, h.dim, h.is_bot, h.value, h.clicks, h.visitors, b.breakdown
  FROM hourly_counts h
  LEFT JOIN hourly_breakdowns b
    ON h.dim = ${Dim.total} AND b.scope = h.scope AND b.hour = h.hour AND b.is_bot = h.is_bot
  ORDER BY h.hour, h.scope, h.dim, h.is_bot, h.value
  ON CONFLICT (hour, scope, dim, is_bot, value)
  DO UPDATE SET clicks = r.clicks + excluded.clicks, visitors = r.visitors + excluded.visitors,
                breakdown = ${addBreakdown}
  RETURNING 1
),
daily_breakdowns AS (
  SELECT scope, day, is_bot, jsonb_object_agg(key, clicks) AS breakdown
  FROM (
    SELECT scope, (hour AT TIME ZONE 'UTC')::date AS day, is_bot, key, sum(clicks)::int AS clicks
    FROM pairs GROUP BY 1, 2, 3, 4
  ) p
  GROUP BY 1, 2, 3
),
daily AS (
  INSERT INTO click_rollups_daily AS r (day, scope, dim, is_bot, value, clicks, visitors, breakdown)
  SELECT h.day, h.scope, h.dim, h.is_bot, h.value, h.clicks, h.visitors, b.breakdown
  FROM (
    SELECT (hour AT TIME ZONE 'UTC')::date AS day, scope, dim, is_bot, value,
           sum(clicks)::int AS clicks, sum(visitors)::int AS visitors
    FROM hourly_counts
    GROUP BY 1, 2, 3, 4, 5
  ) h
  LEFT JOIN daily_breakdowns b
    ON h.dim = ${Dim.total} AND b.scope = h.scope AND b.day = h.day AND b.is_bot = h.is_bot
  ORDER BY h.day, h.scope, h.dim, h.is_bot, h.value
  ON CONFLICT (day, scope, dim, is_bot, value)
  DO UPDATE SET clicks = r.clicks + excluded.clicks, visitors = r.visitors + excluded.visitors,
                breakdown = ${addBreakdown}
  RETURNING 1
)
SELECT (SELECT count(*) FROM inserted)::int AS inserted,
       (SELECT count(*) FROM queued)::int AS queued,
       (SELECT count(*) FROM hooked_deliveries)::int AS messages,
       (SELECT coalesce(json_agg(json_build_array(domain, short_url)), '[]'::json) FROM capped) AS capped`;
