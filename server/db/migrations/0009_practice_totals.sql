CREATE TABLE "practice_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "experience" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_days" ADD CONSTRAINT "practice_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written backfill (server/practice/practice-log.ts rebuildPracticeTotals does the same): each
-- day's earned XP from the log, then every user's capped total.
INSERT INTO "practice_days" ("user_id", "day", "earned")
SELECT "user_id", "day", sum(CASE "kind" WHEN 'ritual' THEN 10 WHEN 'habit' THEN 15 ELSE 20 + "minutes" END)::int
FROM "practice_log" GROUP BY "user_id", "day";--> statement-breakpoint
UPDATE "users" SET "experience" = coalesce(
  (SELECT sum(least(150, greatest(0, "earned"))) FROM "practice_days" WHERE "practice_days"."user_id" = "users"."id"), 0);
