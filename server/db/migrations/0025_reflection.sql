CREATE TABLE "habit_day_notes" (
	"habit_id" uuid NOT NULL,
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"text_sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_day_notes_habit_id_day_pk" PRIMARY KEY("habit_id","day")
);
--> statement-breakpoint
CREATE TABLE "instance_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT time_ordered_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mood" smallint,
	"text_sealed" text,
	"gratitude_sealed" text,
	"emotions_sealed" text,
	"prompt_id" text,
	"habit_id" uuid,
	"session_id" uuid,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_user_request_unique" UNIQUE("user_id","request_id"),
	CONSTRAINT "journal_entries_mood_range" CHECK ("journal_entries"."mood" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "habit_day_notes" ADD CONSTRAINT "habit_day_notes_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_day_notes" ADD CONSTRAINT "habit_day_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_session_id_meditation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."meditation_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habit_day_notes_user_day_idx" ON "habit_day_notes" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "journal_entries_user_day_idx" ON "journal_entries" USING btree ("user_id","day" DESC NULLS LAST,"id" DESC NULLS LAST);