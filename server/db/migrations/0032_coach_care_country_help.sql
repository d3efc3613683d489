ALTER TABLE "coach_messages" ADD COLUMN "help" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;