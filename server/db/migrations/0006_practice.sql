CREATE TABLE "quantum_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"target_amount" bigint,
	"manifestation_date" date NOT NULL,
	"current_progress" integer DEFAULT 0 NOT NULL,
	"set_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_rituals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_rituals_user_day_title_unique" UNIQUE("user_id","day","title")
);
--> statement-breakpoint
ALTER TABLE "quantum_goals" ADD CONSTRAINT "quantum_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rituals" ADD CONSTRAINT "daily_rituals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quantum_goals_user_title_unique" ON "quantum_goals" USING btree ("user_id",lower("title"));--> statement-breakpoint
CREATE INDEX "quantum_goals_user_date_idx" ON "quantum_goals" USING btree ("user_id","manifestation_date");