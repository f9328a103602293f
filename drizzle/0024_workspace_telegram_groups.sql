-- Telegram groups belong to workspaces (issue 40, ADR 0026): an account keeps its private chat, and
-- the group it connected becomes its personal workspace's (which has the account's id), connected
-- by it. Messages to a group name the workspace; tokens name the workspace a group joins. One
-- transaction (drizzle's migrator).
CREATE TABLE "telegram_groups" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"connected_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telegram_groups" ADD CONSTRAINT "telegram_groups_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_groups" ADD CONSTRAINT "telegram_groups_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_groups_chat_idx" ON "telegram_groups" USING btree ("chat_id");--> statement-breakpoint
INSERT INTO "telegram_groups" ("workspace_id", "chat_id", "connected_by", "updated_at")
  SELECT c."user_id", c."group_chat", c."user_id", c."updated_at"
  FROM "telegram_chats" c JOIN "workspaces" w ON w."id" = c."user_id"
  WHERE c."group_chat" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "telegram_outbox" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "telegram_outbox" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "telegram_outbox" ADD CONSTRAINT "telegram_outbox_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A message queued for an account's group goes to the same group, now its personal workspace's.
UPDATE "telegram_outbox" SET "workspace_id" = "user_id"
  WHERE "chat_kind" = 'group' AND "user_id" IN (SELECT "id" FROM "workspaces");--> statement-breakpoint
ALTER TABLE "telegram_connect_tokens" ADD COLUMN "workspace_id" text;--> statement-breakpoint
ALTER TABLE "telegram_connect_tokens" ADD CONSTRAINT "telegram_connect_tokens_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A token made before, sent in a group, connects the group to the maker's personal workspace.
UPDATE "telegram_connect_tokens" SET "workspace_id" = "user_id"
  WHERE "user_id" IN (SELECT "id" FROM "workspaces");--> statement-breakpoint
DROP INDEX "telegram_chats_group_idx";--> statement-breakpoint
ALTER TABLE "telegram_chats" DROP COLUMN "group_chat";--> statement-breakpoint
-- An account whose only chat was a group keeps no row (a row holds a private chat).
DELETE FROM "telegram_chats" WHERE "private_chat" IS NULL;
