ALTER TABLE "pricing_plans" ADD COLUMN "password_links" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shortlinks" ADD COLUMN "password_hash" text;--> statement-breakpoint
-- Password links go with the advanced rules: a plan that sold those gains them; the admin can
-- change either since.
UPDATE "pricing_plans" SET "password_links" = "advanced_rules";
