CREATE TABLE "click_rollups_daily" (
	"scope" text NOT NULL,
	"dim" smallint NOT NULL,
	"day" date NOT NULL,
	"is_bot" boolean NOT NULL,
	"value" text NOT NULL,
	"clicks" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "click_rollups_daily_scope_dim_day_is_bot_value_pk" PRIMARY KEY("scope","dim","day","is_bot","value") INCLUDE ("clicks","visitors")
);
--> statement-breakpoint
CREATE TABLE "click_rollups_hourly" (
	"scope" text NOT NULL,
	"dim" smallint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"is_bot" boolean NOT NULL,
	"value" text NOT NULL,
	"clicks" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "click_rollups_hourly_scope_dim_hour_is_bot_value_pk" PRIMARY KEY("scope","dim","hour","is_bot","value") INCLUDE ("clicks","visitors")
);
--> statement-breakpoint
CREATE TABLE "visitor_days" (
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" bigint NOT NULL,
	CONSTRAINT "visitor_days_scope_day_visitor_hash_pk" PRIMARY KEY("scope","day","visitor_hash")
);
--> statement-breakpoint
CREATE INDEX "clicks_time_brin_idx" ON "clicks" USING brin ("clicked_at");--> statement-breakpoint
-- Backfill: clicks recorded before rollups existed are rolled up once, as the ingest flush would.
CREATE TEMPORARY TABLE rollup_backfill ON COMMIT DROP AS
SELECT d.scope, d.dim::smallint AS dim, date_trunc('hour', c.clicked_at, 'UTC') AS hour, c.is_bot, d.value,
       c.clicked_at, c.visitor_hash
FROM clicks c
JOIN shortlinks s ON s.id = c.link_id
CROSS JOIN LATERAL (VALUES
  (c.link_id::text, 0, ''), (c.link_id::text, 1, coalesce(c.country, '')),
  (c.link_id::text, 2, c.device), (c.link_id::text, 3, coalesce(c.os, '')),
  (c.link_id::text, 4, coalesce(c.browser, '')), (c.link_id::text, 5, coalesce(c.referrer_host, '')),
  ('u:' || s.user_id, 0, ''), ('u:' || s.user_id, 1, coalesce(c.country, '')),
  ('u:' || s.user_id, 2, c.device), ('u:' || s.user_id, 3, coalesce(c.os, '')),
  ('u:' || s.user_id, 4, coalesce(c.browser, '')), ('u:' || s.user_id, 5, coalesce(c.referrer_host, '')),
  ('u:' || s.user_id, 6, c.link_id::text)
) AS d(scope, dim, value);
--> statement-breakpoint
INSERT INTO "click_rollups_hourly" (scope, dim, hour, is_bot, value, clicks, visitors)
SELECT scope, dim, hour, is_bot, value, count(*), 0 FROM rollup_backfill GROUP BY scope, dim, hour, is_bot, value;
--> statement-breakpoint
UPDATE "click_rollups_hourly" r SET visitors = v.n
FROM (
  SELECT scope, hour, is_bot, count(*)::int AS n FROM (
    SELECT scope, min(is_bot::int)::boolean AS is_bot, date_trunc('hour', min(clicked_at), 'UTC') AS hour
    FROM rollup_backfill WHERE dim = 0 AND visitor_hash IS NOT NULL
    GROUP BY scope, (clicked_at AT TIME ZONE 'UTC')::date, visitor_hash
  ) first_seen GROUP BY scope, hour, is_bot
) v
WHERE r.scope = v.scope AND r.dim = 0 AND r.hour = v.hour AND r.is_bot = v.is_bot AND r.value = '';
--> statement-breakpoint
INSERT INTO "click_rollups_daily" (scope, dim, day, is_bot, value, clicks, visitors)
SELECT scope, dim, (hour AT TIME ZONE 'UTC')::date, is_bot, value, sum(clicks), sum(visitors)
FROM "click_rollups_hourly" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "visitor_days" (scope, day, visitor_hash)
SELECT DISTINCT scope, (clicked_at AT TIME ZONE 'UTC')::date, visitor_hash FROM rollup_backfill
WHERE dim = 0 AND visitor_hash IS NOT NULL AND clicked_at > now() - interval '2 days';
