ALTER TABLE "habits" ADD COLUMN "streak_anchor" jsonb;--> statement-breakpoint
ALTER TABLE "habits" ADD COLUMN "history_version" integer DEFAULT 0 NOT NULL;