ALTER TABLE "meditation_sessions" ADD COLUMN "mood_before" smallint;--> statement-breakpoint
ALTER TABLE "meditation_sessions" ADD COLUMN "mood_after" smallint;--> statement-breakpoint
ALTER TABLE "meditation_sessions" ADD CONSTRAINT "meditation_sessions_mood_before_range" CHECK ("meditation_sessions"."mood_before" between 1 and 5);--> statement-breakpoint
ALTER TABLE "meditation_sessions" ADD CONSTRAINT "meditation_sessions_mood_after_range" CHECK ("meditation_sessions"."mood_after" between 1 and 5);