-- Workspace members (issue 40, ADR 0026): invitations by email, seats as a plan limit, and API keys
-- that act with a role and remember who made them. One transaction (drizzle's migrator).
CREATE TABLE "workspace_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_email_idx" ON "workspace_invitations" USING btree ("workspace_id","email");--> statement-breakpoint
-- Each member takes the workspace's notices unless they say otherwise (the account had them all).
ALTER TABLE "workspace_members" ADD COLUMN "notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Seats: the spec's four plans get 1, 3, 10 and unlimited; a plan an admin made gets 1 (the column's
-- default), which the admin changes in /admin/pricing.
ALTER TABLE "pricing_plans" ADD COLUMN "max_members" integer DEFAULT 1;--> statement-breakpoint
UPDATE "pricing_plans" SET "max_members" = CASE "name" WHEN 'medium' THEN 3 WHEN 'vip' THEN 10 ELSE 1 END WHERE "name" IN ('free', 'medium', 'vip');--> statement-breakpoint
UPDATE "pricing_plans" SET "max_members" = NULL WHERE "name" = 'vip_max';--> statement-breakpoint
-- A key made before roles acts as its workspace's owner did; every workspace so far is personal,
-- so its maker is the account of the same id.
ALTER TABLE "api_keys" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by" text;--> statement-breakpoint
UPDATE "api_keys" SET "created_by" = "workspace_id" WHERE "workspace_id" IN (SELECT "id" FROM "users");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
