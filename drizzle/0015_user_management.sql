ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_plan_idx" ON "users" USING btree ("subscription_plan","subscription_expires");--> statement-breakpoint
CREATE INDEX "users_disabled_idx" ON "users" USING btree ("disabled_at");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("email") || ' ' || lower("name") || ' ' || lower("username")) gin_trgm_ops);
