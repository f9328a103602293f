CREATE TABLE "clicks" (
	"link_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"country" text,
	"device" text NOT NULL,
	"os" text,
	"browser" text,
	"referrer_host" text,
	"is_bot" boolean NOT NULL,
	"destination" text NOT NULL,
	"visitor_hash" bigint
);
--> statement-breakpoint
CREATE TABLE "shortlinks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"short_url" text NOT NULL,
	"domain" text NOT NULL,
	"destination_url" text NOT NULL,
	"custom_alias" text,
	"title" text,
	"click_count" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"forward_query" boolean DEFAULT true NOT NULL,
	"preview" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shortlinks" ADD CONSTRAINT "shortlinks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clicks_link_time_idx" ON "clicks" USING btree ("link_id","clicked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlinks_domain_code_idx" ON "shortlinks" USING btree ("domain","short_url");--> statement-breakpoint
CREATE INDEX "shortlinks_user_created_idx" ON "shortlinks" USING btree ("user_id","created_at");