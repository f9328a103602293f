CREATE TABLE "link_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"state" text DEFAULT 'preview' NOT NULL,
	"file_name" text,
	"columns" jsonb NOT NULL,
	"ignored_columns" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"invalid_rows" integer NOT NULL,
	"plan_limit" integer,
	"over_limit" integer DEFAULT 0 NOT NULL,
	"codes_replaced" boolean DEFAULT false NOT NULL,
	"rows" jsonb,
	"problems" jsonb NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"skipped_for_limit" integer DEFAULT 0 NOT NULL,
	"limit_reached" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "link_imports" ADD CONSTRAINT "link_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_imports_user_created_idx" ON "link_imports" USING btree ("user_id","created_at");