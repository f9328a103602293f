CREATE TABLE "custom_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"hostname" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"root_url" text,
	"not_found_url" text,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"txt_missing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD COLUMN "max_custom_domains" integer DEFAULT 0;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_user_hostname_idx" ON "custom_domains" USING btree ("user_id","hostname");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_verified_hostname_idx" ON "custom_domains" USING btree ("hostname") WHERE status = 'verified';--> statement-breakpoint
CREATE INDEX "custom_domains_next_check_idx" ON "custom_domains" USING btree ("next_check_at");--> statement-breakpoint
-- The spec's plans get the custom domain limits decisions.md gives them (free 0, medium 1, vip 3,
-- vip_max unlimited); plans an admin made keep the column's default, none.
UPDATE "pricing_plans" SET "max_custom_domains" = CASE "name" WHEN 'medium' THEN 1 WHEN 'vip' THEN 3 ELSE 0 END WHERE "name" IN ('free', 'medium', 'vip');--> statement-breakpoint
UPDATE "pricing_plans" SET "max_custom_domains" = NULL WHERE "name" = 'vip_max';
