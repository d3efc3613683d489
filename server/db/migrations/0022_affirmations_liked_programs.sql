ALTER TABLE "affirmations" ADD COLUMN "liked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "affirmations_user_liked_idx" ON "affirmations" USING btree ("user_id","liked_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "affirmations"."is_liked";--> statement-breakpoint
UPDATE "affirmations" SET "liked_at" = "created_at" WHERE "is_liked";