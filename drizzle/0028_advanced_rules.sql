ALTER TABLE "pricing_plans" ADD COLUMN "advanced_rules" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The new rules go with device targeting: a plan that sold that keeps every rule kind it had and
-- gains these; the admin can change either since.
UPDATE "pricing_plans" SET "advanced_rules" = "device_targeting";
