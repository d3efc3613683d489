CREATE TABLE "affirmation_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"batch" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affirmation_sets_user_day_batch_unique" UNIQUE("user_id","day","batch")
);
--> statement-breakpoint
CREATE TABLE "affirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"day" date NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"coherence_level" text NOT NULL,
	"frequency" integer,
	"is_liked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affirmations_set_position_unique" UNIQUE("set_id","position")
);
--> statement-breakpoint
CREATE TABLE "energy_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"frequency" integer NOT NULL,
	"coherence" integer NOT NULL,
	"vibration_type" text NOT NULL,
	"feeling" text NOT NULL,
	"energy_level" integer NOT NULL,
	"check_in_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "energy_readings_user_check_in_unique" UNIQUE("user_id","check_in_id")
);
--> statement-breakpoint
ALTER TABLE "affirmation_sets" ADD CONSTRAINT "affirmation_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affirmations" ADD CONSTRAINT "affirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affirmations" ADD CONSTRAINT "affirmations_set_id_affirmation_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."affirmation_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_readings" ADD CONSTRAINT "energy_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affirmations_user_day_idx" ON "affirmations" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "energy_readings_user_created_idx" ON "energy_readings" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);