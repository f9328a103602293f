-- Workspaces (issue 40, ADR 0026): a workspace owns what a customer makes; an account is a member.
-- Every account gets its personal workspace under the account's own id, with the account's
-- subscription, and is its owner; the owning tables' user_id becomes workspace_id and points at
-- workspaces. No owned row is rewritten: the ids stay what they were. drizzle's migrator runs this
-- in one transaction, so an interrupted upgrade leaves nothing half done and runs again.
CREATE TABLE "workspaces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"personal" boolean DEFAULT false NOT NULL,
	"subscription_plan" text DEFAULT 'basic' NOT NULL,
	"subscription_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workspace_members_owners_idx" ON "workspace_members" USING btree ("workspace_id") WHERE role = 'owner';--> statement-breakpoint
CREATE INDEX "workspaces_plan_idx" ON "workspaces" USING btree ("subscription_plan","subscription_expires");--> statement-breakpoint
CREATE INDEX "workspaces_created_idx" ON "workspaces" USING btree ("created_at","id");--> statement-breakpoint
-- The personal workspaces: named as the account is, its username as the slug (unique already).
INSERT INTO "workspaces" ("id", "name", "slug", "personal", "subscription_plan", "subscription_expires", "created_at", "updated_at")
  SELECT "id", CASE WHEN "name" = '' THEN "username" ELSE "name" END, "username", true,
         "subscription_plan", "subscription_expires", "created_at", "updated_at"
  FROM "users";--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
  SELECT "id", "id", 'owner', "created_at" FROM "users";--> statement-breakpoint
-- The owners: the same values, renamed, pointing at workspaces.
ALTER TABLE "shortlinks" DROP CONSTRAINT "shortlinks_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "shortlinks" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER INDEX "shortlinks_user_created_idx" RENAME TO "shortlinks_workspace_created_idx";--> statement-breakpoint
ALTER TABLE "shortlinks" ADD CONSTRAINT "shortlinks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_imports" DROP CONSTRAINT "link_imports_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "link_imports" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER INDEX "link_imports_user_created_idx" RENAME TO "link_imports_workspace_created_idx";--> statement-breakpoint
ALTER TABLE "link_imports" ADD CONSTRAINT "link_imports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_domains" DROP CONSTRAINT "custom_domains_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "custom_domains" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER INDEX "custom_domains_user_hostname_idx" RENAME TO "custom_domains_workspace_hostname_idx";--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_domains" DROP CONSTRAINT "watched_domains_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "watched_domains" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER INDEX "watched_domains_user_hostname_idx" RENAME TO "watched_domains_workspace_hostname_idx";--> statement-breakpoint
ALTER TABLE "watched_domains" ADD CONSTRAINT "watched_domains_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_accounts" DROP CONSTRAINT "check_accounts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "check_accounts" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "check_accounts" ADD CONSTRAINT "check_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "api_keys" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER INDEX "api_keys_user_idx" RENAME TO "api_keys_workspace_idx";--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_notices" DROP CONSTRAINT "subscription_notices_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "subscription_notices" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "subscription_notices" RENAME CONSTRAINT "subscription_notices_user_id_kind_expires_at_pk" TO "subscription_notices_workspace_id_kind_expires_at_pk";--> statement-breakpoint
ALTER TABLE "subscription_notices" ADD CONSTRAINT "subscription_notices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_days" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "visitor_days" RENAME CONSTRAINT "visitor_days_day_visitor_hash_user_id_link_id_pk" TO "visitor_days_day_visitor_hash_workspace_id_link_id_pk";--> statement-breakpoint
-- An order keeps its buyer (user_id, the account) and now names the workspace it was for.
ALTER TABLE "orders" ADD COLUMN "workspace_id" text;--> statement-breakpoint
UPDATE "orders" SET "workspace_id" = "user_id" WHERE "user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_workspace_created_idx" ON "orders" USING btree ("workspace_id","created_at");--> statement-breakpoint
-- The subscription now lives in the workspace's row.
DROP INDEX "users_plan_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_plan";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_expires";
