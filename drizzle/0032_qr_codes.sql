CREATE TABLE "link_qr_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shortlinks" ADD COLUMN "qr_design" jsonb;--> statement-breakpoint
ALTER TABLE "shortlinks" ADD COLUMN "scan_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "link_qr_logos" ADD CONSTRAINT "link_qr_logos_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- INCLUDE, as the totals' index: a day series of scans reads the index alone (Drizzle cannot say it).
CREATE INDEX "click_rollups_hourly_scans_idx" ON "click_rollups_hourly" USING btree ("scope","hour") INCLUDE ("is_bot","clicks") WHERE dim = 8;