-- Plans get a display name and feature lines in English and Indonesian (issue 38); orders keep the
-- display name of their plan as it was; a deleted buyer's name leaves the orders kept for the books.
--
-- Display names: the seeded plans' own (Free/Gratis, Medium, VIP, VIP Max), any other plan its key
-- tidied (starter_plus -> "Starter plus"), the same in both languages until an admin writes one.
ALTER TABLE "pricing_plans" ADD COLUMN "display_name" jsonb;--> statement-breakpoint
UPDATE "pricing_plans" SET "display_name" = CASE "name"
  WHEN 'free' THEN '{"en": "Free", "id": "Gratis"}'::jsonb
  WHEN 'medium' THEN '{"en": "Medium", "id": "Medium"}'::jsonb
  WHEN 'vip' THEN '{"en": "VIP", "id": "VIP"}'::jsonb
  WHEN 'vip_max' THEN '{"en": "VIP Max", "id": "VIP Max"}'::jsonb
  ELSE jsonb_build_object(
    'en', upper(left("name", 1)) || replace(substr("name", 2), '_', ' '),
    'id', upper(left("name", 1)) || replace(substr("name", 2), '_', ' ')
  )
END;--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "display_name" SET NOT NULL;--> statement-breakpoint
-- Feature lines become pairs. A seeded plan's lines that are still exactly what 0002 seeded said
-- again what the card's limits say: they go, and the new seeded lines come first; every other line
-- is kept, in its order, its Indonesian a copy of the English until an admin writes one.
WITH "seeded" ("name", "old") AS (
  VALUES
    ('free', '["1 short link", "1 domain check", "Click analytics", "7-day trial"]'::jsonb),
    ('medium', '["5 short links", "Custom aliases", "Country rules with fallback URL", "5 domain checks, 3 automatic"]'::jsonb),
    ('vip', '["15 short links", "Device targeting and rotator", "Country rules", "15 domain checks, 10 automatic"]'::jsonb),
    ('vip_max', '["Unlimited short links", "Every feature", "Unlimited domain checks", "Checks every minute"]'::jsonb)
), "seeded_lines" ("name", "old", "new") AS (
  SELECT "name", "old", '[{"en": "Click analytics", "id": "Analitik klik"}, {"en": "Alerts in the app and on Telegram", "id": "Peringatan di aplikasi dan Telegram"}, {"en": "API keys and CSV import", "id": "Kunci API dan impor CSV"}]'::jsonb
  FROM "seeded"
), "converted" AS (
  SELECT
    "plan"."id",
    coalesce(
      (
        SELECT jsonb_agg(jsonb_build_object('en', "line", 'id', "line") ORDER BY "position")
        FROM jsonb_array_elements_text("plan"."features") WITH ORDINALITY AS "lines" ("line", "position")
        WHERE "seeded_lines"."old" IS NULL OR NOT ("seeded_lines"."old" @> jsonb_build_array("line"))
      ),
      '[]'::jsonb
    ) AS "own",
    EXISTS (
      SELECT 1
      FROM jsonb_array_elements_text("plan"."features") AS "lines" ("line")
      WHERE "seeded_lines"."old" @> jsonb_build_array("line")
    ) AS "had_seeded",
    "seeded_lines"."new"
  FROM "pricing_plans" AS "plan"
  LEFT JOIN "seeded_lines" ON "seeded_lines"."name" = "plan"."name"
)
UPDATE "pricing_plans" SET "features" = CASE
  WHEN "converted"."had_seeded" THEN "converted"."new" || "converted"."own"
  ELSE "converted"."own"
END
FROM "converted"
WHERE "converted"."id" = "pricing_plans"."id";--> statement-breakpoint
-- Orders keep their plan's display name: the plan's now, or, for a plan deleted since, the seeded
-- name or the key tidied.
ALTER TABLE "orders" ADD COLUMN "plan_display_name" jsonb;--> statement-breakpoint
UPDATE "orders" SET "plan_display_name" = coalesce(
  (SELECT "display_name" FROM "pricing_plans" WHERE "pricing_plans"."name" = "orders"."plan_name"),
  CASE "plan_name"
    WHEN 'free' THEN '{"en": "Free", "id": "Gratis"}'::jsonb
    WHEN 'medium' THEN '{"en": "Medium", "id": "Medium"}'::jsonb
    WHEN 'vip' THEN '{"en": "VIP", "id": "VIP"}'::jsonb
    WHEN 'vip_max' THEN '{"en": "VIP Max", "id": "VIP Max"}'::jsonb
    ELSE jsonb_build_object(
      'en', upper(left("plan_name", 1)) || replace(substr("plan_name", 2), '_', ' '),
      'id', upper(left("plan_name", 1)) || replace(substr("plan_name", 2), '_', ' ')
    )
  END
);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "plan_display_name" SET NOT NULL;--> statement-breakpoint
-- Orders kept after their buyer's account was deleted: the name the buyer typed for their bank
-- account goes too (the bank, reference and time stay, for the books).
UPDATE "orders" SET "transfer" = jsonb_set("transfer", '{account_name}', 'null'::jsonb)
WHERE "user_id" IS NULL AND "transfer" ->> 'account_name' IS NOT NULL;
