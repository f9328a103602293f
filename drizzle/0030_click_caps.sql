ALTER TABLE "shortlinks" ADD COLUMN "max_clicks" integer;--> statement-breakpoint
ALTER TABLE "shortlinks" ADD COLUMN "expired_url" text;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD COLUMN "expired_url" text;