CREATE TABLE "workspace_link_counts" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"links" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspace_link_counts" ADD CONSTRAINT "workspace_link_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by statement triggers over the transition tables: an import or a bulk delete of 500 links
-- changes the count once, not 500 times. A link's workspace never changes today; the row trigger
-- keeps the counts true if one ever does.
CREATE FUNCTION "workspace_link_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "workspace_link_counts" AS c ("workspace_id", "links")
  SELECT "workspace_id", count(*) FROM "inserted" GROUP BY "workspace_id"
  ON CONFLICT ("workspace_id") DO UPDATE SET "links" = c."links" + excluded."links";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "workspace_link_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only an update: when the workspace itself is being deleted its row may be gone already.
  UPDATE "workspace_link_counts" AS c SET "links" = c."links" - d."n"
  FROM (SELECT "workspace_id", count(*) AS "n" FROM "deleted" GROUP BY "workspace_id") AS d
  WHERE c."workspace_id" = d."workspace_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "workspace_link_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "workspace_link_counts" SET "links" = "links" - 1 WHERE "workspace_id" = OLD."workspace_id";
  INSERT INTO "workspace_link_counts" AS c ("workspace_id", "links") VALUES (NEW."workspace_id", 1)
  ON CONFLICT ("workspace_id") DO UPDATE SET "links" = c."links" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shortlinks_counted_insert" AFTER INSERT ON "shortlinks"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "workspace_link_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "shortlinks_counted_delete" AFTER DELETE ON "shortlinks"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "workspace_link_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "shortlinks_counted_move" AFTER UPDATE OF "workspace_id" ON "shortlinks" FOR EACH ROW
  WHEN (OLD."workspace_id" IS DISTINCT FROM NEW."workspace_id") EXECUTE FUNCTION "workspace_link_counts_move"();
--> statement-breakpoint
-- The links there are now. The triggers above count every later one: creating them locked the
-- table against writers until this transaction commits, so no insert falls between.
INSERT INTO "workspace_link_counts" ("workspace_id", "links")
SELECT "workspace_id", count(*) FROM "shortlinks" GROUP BY "workspace_id";
