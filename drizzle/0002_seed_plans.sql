-- The spec's four default plans, seeded once on a fresh install (src/shared/plans.ts holds the
-- same values as the fallback when the table is empty). "not shown" cells: free has no list price
-- and no discount; vip and vip_max last 1 month (30 days).
INSERT INTO "pricing_plans" ("name", "price", "original_price", "duration", "max_shortlinks", "auto_rotator", "cloaking_country", "fallback_url", "custom_alias", "device_targeting", "max_check_domains", "max_auto_check_domains", "min_cron_job", "discount", "is_popular", "features") VALUES
  ('free', 0, NULL, 7, 1, false, false, false, false, false, 1, 0, 60, 0, false, '["1 short link", "1 domain check", "Click analytics", "7-day trial"]'::jsonb),
  ('medium', 350000, 500000, 30, 5, false, true, true, true, false, 5, 3, 10, 30, false, '["5 short links", "Custom aliases", "Country rules with fallback URL", "5 domain checks, 3 automatic"]'::jsonb),
  ('vip', 750000, 1000000, 30, 15, true, true, true, true, true, 15, 10, 5, 25, true, '["15 short links", "Device targeting and rotator", "Country rules", "15 domain checks, 10 automatic"]'::jsonb),
  ('vip_max', 1500000, 2000000, 30, NULL, true, true, true, true, true, NULL, NULL, 1, 25, false, '["Unlimited short links", "Every feature", "Unlimited domain checks", "Checks every minute"]'::jsonb)
ON CONFLICT ("name") DO NOTHING;
