ALTER TABLE "shortlinks" ADD COLUMN "targeting" jsonb;--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "choice" text;