-- Rollup keys start with the time bucket (each flush then writes into a narrow, recent part of the
-- index instead of one page per link and dimension all over it); reports probe once per bucket.
ALTER TABLE "click_rollups_daily" DROP CONSTRAINT "click_rollups_daily_scope_dim_day_is_bot_value_pk";--> statement-breakpoint
ALTER TABLE "click_rollups_hourly" DROP CONSTRAINT "click_rollups_hourly_scope_dim_hour_is_bot_value_pk";--> statement-breakpoint
ALTER TABLE "click_rollups_daily" ADD CONSTRAINT "click_rollups_daily_day_scope_dim_is_bot_value_pk" PRIMARY KEY("day","scope","dim","is_bot","value") INCLUDE ("clicks","visitors");--> statement-breakpoint
ALTER TABLE "click_rollups_hourly" ADD CONSTRAINT "click_rollups_hourly_hour_scope_dim_is_bot_value_pk" PRIMARY KEY("hour","scope","dim","is_bot","value") INCLUDE ("clicks","visitors");--> statement-breakpoint
-- Day series read one scope's totals over a long range: one range of this index.
CREATE INDEX "click_rollups_hourly_totals_idx" ON "click_rollups_hourly" USING btree ("scope","hour") INCLUDE ("is_bot","clicks","visitors") WHERE dim = 0;--> statement-breakpoint
-- One visitor row per link and day (the owner's scope is a probe on the same key): the link rows
-- carry over, the owner rows follow from them.
CREATE TABLE "visitor_days_by_link" (
	"day" date NOT NULL,
	"visitor_hash" bigint NOT NULL,
	"user_id" text NOT NULL,
	"link_id" uuid NOT NULL,
	"first_hour" smallint NOT NULL,
	"is_bot" boolean NOT NULL,
	CONSTRAINT "visitor_days_day_visitor_hash_user_id_link_id_pk" PRIMARY KEY("day","visitor_hash","user_id","link_id")
);--> statement-breakpoint
-- (first_hour and is_bot are read back only by the flush that inserts a row.)
INSERT INTO "visitor_days_by_link" (day, visitor_hash, user_id, link_id, first_hour, is_bot)
SELECT v.day, v.visitor_hash, s.user_id, s.id, 0, false
FROM "visitor_days" v JOIN "shortlinks" s ON v.scope = s.id::text
ORDER BY 1, 2, 3, 4;--> statement-breakpoint
DROP TABLE "visitor_days";--> statement-breakpoint
ALTER TABLE "visitor_days_by_link" RENAME TO "visitor_days";
