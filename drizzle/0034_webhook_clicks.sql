CREATE TABLE "webhook_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"country" text,
	"device" text NOT NULL,
	"os" text,
	"browser" text,
	"referrer_host" text,
	"destination" text NOT NULL,
	"qr" boolean DEFAULT false NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_clicks" ADD CONSTRAINT "webhook_clicks_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_clicks_endpoint_idx" ON "webhook_clicks" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_clicks_idx" ON "webhook_endpoints" USING btree ("workspace_id") WHERE "webhook_endpoints"."enabled" AND "webhook_endpoints"."events" @> '["link.clicked"]'::jsonb;