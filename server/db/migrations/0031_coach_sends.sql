CREATE TABLE "coach_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_sends" ADD CONSTRAINT "coach_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_sends_user_sent_idx" ON "coach_sends" USING btree ("user_id","sent_at");--> statement-breakpoint
-- The sends of the last 24 hours are still in the history (a member's own messages), so the cap holds across the upgrade.
INSERT INTO "coach_sends" ("user_id", "message_id", "sent_at") SELECT "user_id", "id", "created_at" FROM "coach_messages" WHERE "role" = 'member' AND "created_at" > now() - interval '24 hours';
