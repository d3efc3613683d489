-- Hand-written: deleting a habit used to drop its practice rows without moving the running totals,
-- so a member who deleted a ticked habit kept its XP and practice days. Recount each day's earned XP
-- from the practice log (days left with nothing go to 0), then every member's capped total, as
-- rebuildPracticeTotals in server/practice/practice-log.ts does.
UPDATE "practice_days" SET "earned" = coalesce((
  SELECT sum(CASE "kind" WHEN 'ritual' THEN 10 WHEN 'habit' THEN 15 ELSE 20 + "minutes" END)::int
  FROM "practice_log" WHERE "practice_log"."user_id" = "practice_days"."user_id" AND "practice_log"."day" = "practice_days"."day"
), 0);--> statement-breakpoint
UPDATE "users" SET "experience" = coalesce(
  (SELECT sum(least(150, greatest(0, "earned"))) FROM "practice_days" WHERE "practice_days"."user_id" = "users"."id"), 0);
