CREATE TABLE "check_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"notice" text
);
--> statement-breakpoint
CREATE TABLE "domain_check_days" (
	"watched_domain_id" uuid NOT NULL,
	"day" date NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"up" integer DEFAULT 0 NOT NULL,
	"down" integer DEFAULT 0 NOT NULL,
	"blocked" integer DEFAULT 0 NOT NULL,
	"expiring" integer DEFAULT 0 NOT NULL,
	"unknown" integer DEFAULT 0 NOT NULL,
	"latency_sum" real DEFAULT 0 NOT NULL,
	"latency_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "domain_check_days_watched_domain_id_day_pk" PRIMARY KEY("watched_domain_id","day")
);
--> statement-breakpoint
CREATE TABLE "domain_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"watched_domain_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"latency_ms" real,
	"evidence" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watched_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"hostname" text NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"interval_minutes" integer DEFAULT 60 NOT NULL,
	"next_run_at" timestamp with time zone,
	"running_until" timestamp with time zone,
	"state" text,
	"pending_state" text,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"last_check_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_accounts" ADD CONSTRAINT "check_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_check_days" ADD CONSTRAINT "domain_check_days_watched_domain_id_watched_domains_id_fk" FOREIGN KEY ("watched_domain_id") REFERENCES "public"."watched_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_checks" ADD CONSTRAINT "domain_checks_watched_domain_id_watched_domains_id_fk" FOREIGN KEY ("watched_domain_id") REFERENCES "public"."watched_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_domains" ADD CONSTRAINT "watched_domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_checks_domain_time_idx" ON "domain_checks" USING btree ("watched_domain_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watched_domains_user_hostname_idx" ON "watched_domains" USING btree ("user_id","hostname");--> statement-breakpoint
CREATE INDEX "watched_domains_due_idx" ON "watched_domains" USING btree ("next_run_at") WHERE auto;