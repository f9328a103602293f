-- A rollup row per scope, bucket and bot flag instead of one per breakdown value: the total's row
-- carries the clicks per value as {"<dim>:<value>": clicks} (ADR 0013).
ALTER TABLE "click_rollups_daily" ADD COLUMN "breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "click_rollups_hourly" ADD COLUMN "breakdown" jsonb;--> statement-breakpoint
-- Every click counted under a value was counted in its bucket's total, so each folded group has
-- its total's row.
UPDATE "click_rollups_hourly" t SET breakdown = b.breakdown
FROM (SELECT hour, scope, is_bot, jsonb_object_agg(dim || ':' || value, clicks) AS breakdown
      FROM "click_rollups_hourly" WHERE dim IN (1, 2, 3, 4, 5, 7) GROUP BY 1, 2, 3) b
WHERE t.dim = 0 AND t.value = '' AND t.hour = b.hour AND t.scope = b.scope AND t.is_bot = b.is_bot;--> statement-breakpoint
DELETE FROM "click_rollups_hourly" WHERE dim IN (1, 2, 3, 4, 5, 7);--> statement-breakpoint
UPDATE "click_rollups_daily" t SET breakdown = b.breakdown
FROM (SELECT day, scope, is_bot, jsonb_object_agg(dim || ':' || value, clicks) AS breakdown
      FROM "click_rollups_daily" WHERE dim IN (1, 2, 3, 4, 5, 7) GROUP BY 1, 2, 3) b
WHERE t.dim = 0 AND t.value = '' AND t.day = b.day AND t.scope = b.scope AND t.is_bot = b.is_bot;--> statement-breakpoint
DELETE FROM "click_rollups_daily" WHERE dim IN (1, 2, 3, 4, 5, 7);
--> statement-breakpoint
-- A scope's totals are a few rows among its links' (dimension 6), which the planner, taking scope
-- and dimension as independent, cannot tell: it then guessed thousands of totals for the
-- all-links report's breakdowns and started parallel workers to read 89 rows.
CREATE STATISTICS "click_rollups_daily_scope_dim_value" (mcv, dependencies) ON "scope", "dim", "value" FROM "click_rollups_daily";--> statement-breakpoint
CREATE STATISTICS "click_rollups_hourly_scope_dim_value" (mcv, dependencies) ON "scope", "dim", "value" FROM "click_rollups_hourly";
