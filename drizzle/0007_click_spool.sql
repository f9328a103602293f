CREATE TABLE "click_spool_commits" (
	"spool" text NOT NULL,
	"first_seq" bigint NOT NULL,
	"last_seq" bigint NOT NULL,
	CONSTRAINT "click_spool_commits_spool_first_seq_pk" PRIMARY KEY("spool","first_seq")
);
