CREATE TABLE "link_preview_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD COLUMN "custom_previews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shortlinks" ADD COLUMN "social_title" text;--> statement-breakpoint
ALTER TABLE "shortlinks" ADD COLUMN "social_description" text;--> statement-breakpoint
ALTER TABLE "shortlinks" ADD COLUMN "social_image" text;--> statement-breakpoint
ALTER TABLE "link_preview_images" ADD CONSTRAINT "link_preview_images_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Social previews go with password links: a plan that sold those gains them; the admin can change
-- either since.
UPDATE "pricing_plans" SET "custom_previews" = "password_links";
