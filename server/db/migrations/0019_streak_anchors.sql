ALTER TABLE "habits" ADD COLUMN "streak_anchor" jsonb;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "history_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "practice_anchor" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "practice_version" integer DEFAULT 0 NOT NULL;