DROP INDEX "habit_completions_user_idx";--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "completion_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "habit_completions_user_day_idx" ON "habit_completions" USING btree ("user_id","day");--> statement-breakpoint
-- Hand-written backfill (rebuildPracticeTotals in server/practice/practice-log.ts does the same).
UPDATE "habits" SET "completion_count" = (SELECT count(*) FROM "habit_completions" WHERE "habit_completions"."habit_id" = "habits"."id");
