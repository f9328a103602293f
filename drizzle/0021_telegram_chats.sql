-- Telegram's chat ids move from the profile's row to the telegram module's own table (issue 39):
-- every account with a private chat or a group gets a row with both, as they were.
CREATE TABLE "telegram_chats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"private_chat" text,
	"group_chat" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telegram_chats" ADD CONSTRAINT "telegram_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_chats_private_idx" ON "telegram_chats" USING btree ("private_chat");--> statement-breakpoint
CREATE INDEX "telegram_chats_group_idx" ON "telegram_chats" USING btree ("group_chat");--> statement-breakpoint
INSERT INTO "telegram_chats" ("user_id", "private_chat", "group_chat", "updated_at")
  SELECT "id", "telegram_id", "telegram_group_id", "updated_at" FROM "users"
  WHERE "telegram_id" IS NOT NULL OR "telegram_group_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "telegram_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "telegram_group_id";