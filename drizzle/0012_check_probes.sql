CREATE TABLE "check_probes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"resolvers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "check_probes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "probe_answers" (
	"hostname" text NOT NULL,
	"resolver" text NOT NULL,
	"probe_id" uuid NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"rcode" text,
	"records" jsonb NOT NULL,
	"ede" jsonb,
	"duration_ms" real,
	"error" text,
	CONSTRAINT "probe_answers_hostname_resolver_pk" PRIMARY KEY("hostname","resolver")
);
--> statement-breakpoint
ALTER TABLE "probe_answers" ADD CONSTRAINT "probe_answers_probe_id_check_probes_id_fk" FOREIGN KEY ("probe_id") REFERENCES "public"."check_probes"("id") ON DELETE cascade ON UPDATE no action;