CREATE TABLE "program_day_marks" (
	"enrolment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	CONSTRAINT "program_day_marks_enrolment_id_day_pk" PRIMARY KEY("enrolment_id","day")
);
--> statement-breakpoint
CREATE TABLE "program_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"started_on" date NOT NULL,
	"cycle_new_moon" timestamp with time zone,
	"completed_on" date
);
--> statement-breakpoint
ALTER TABLE "affirmations" ADD COLUMN "liked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_day_marks" ADD CONSTRAINT "program_day_marks_enrolment_id_program_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."program_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_day_marks" ADD CONSTRAINT "program_day_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrolments" ADD CONSTRAINT "program_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_enrolments_active_unique" ON "program_enrolments" USING btree ("user_id","program_id") WHERE "program_enrolments"."completed_on" is null;--> statement-breakpoint
CREATE INDEX "program_enrolments_user_started_idx" ON "program_enrolments" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "affirmations_user_liked_idx" ON "affirmations" USING btree ("user_id","liked_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "affirmations"."is_liked";--> statement-breakpoint
UPDATE "affirmations" SET "liked_at" = "created_at" WHERE "is_liked";