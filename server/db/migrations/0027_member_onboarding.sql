CREATE TABLE "member_onboarding" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"completed_at" timestamp with time zone,
	"intention" jsonb,
	"practice_time" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_onboarding" ADD CONSTRAINT "member_onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every account that exists before onboarding did is treated as onboarded: only new members are asked.
INSERT INTO "member_onboarding" ("user_id", "state", "completed_at") SELECT "id", 'completed', now() FROM "users";
