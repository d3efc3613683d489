-- Hand-written backfill for the running totals added in 0010 (rebuildPracticeTotals in
-- server/practice/practice-log.ts does the same): each day's earned XP from the practice log, every
-- member's capped total, and each habit's completion count.
INSERT INTO "practice_days" ("user_id", "day", "earned")
SELECT "user_id", "day", sum(CASE "kind" WHEN 'ritual' THEN 10 WHEN 'habit' THEN 15 ELSE 20 + "minutes" END)::int
FROM "practice_log" GROUP BY "user_id", "day"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "experience" = coalesce(
  (SELECT sum(least(150, greatest(0, "earned"))) FROM "practice_days" WHERE "practice_days"."user_id" = "users"."id"), 0);--> statement-breakpoint
UPDATE "habits" SET "completion_count" = (SELECT count(*) FROM "habit_completions" WHERE "habit_completions"."habit_id" = "habits"."id");
