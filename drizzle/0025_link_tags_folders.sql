CREATE TABLE "link_bulk_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"params" jsonb NOT NULL,
	"link_ids" jsonb NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "link_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlink_tags" (
	"link_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "shortlink_tags_link_id_tag_id_pk" PRIMARY KEY("link_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "shortlinks" ADD COLUMN "folder_id" uuid;--> statement-breakpoint
ALTER TABLE "link_bulk_actions" ADD CONSTRAINT "link_bulk_actions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_folders" ADD CONSTRAINT "link_folders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tags" ADD CONSTRAINT "link_tags_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlink_tags" ADD CONSTRAINT "shortlink_tags_link_id_shortlinks_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shortlinks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlink_tags" ADD CONSTRAINT "shortlink_tags_tag_id_link_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."link_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_bulk_actions_workspace_created_idx" ON "link_bulk_actions" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "link_folders_workspace_name_idx" ON "link_folders" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "link_tags_workspace_name_idx" ON "link_tags" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shortlink_tags_tag_idx" ON "shortlink_tags" USING btree ("tag_id","link_id");--> statement-breakpoint
ALTER TABLE "shortlinks" ADD CONSTRAINT "shortlinks_folder_id_link_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."link_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlinks_workspace_folder_created_idx" ON "shortlinks" USING btree ("workspace_id","folder_id","created_at");