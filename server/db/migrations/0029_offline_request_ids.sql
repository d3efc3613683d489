ALTER TABLE "energy_readings" RENAME COLUMN "check_in_id" TO "request_id";--> statement-breakpoint
ALTER TABLE "moon_intentions" RENAME COLUMN "client_request_id" TO "request_id";--> statement-breakpoint
ALTER TABLE "moon_intentions" ALTER COLUMN "request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "energy_readings" DROP CONSTRAINT "energy_readings_user_check_in_unique";--> statement-breakpoint
DROP INDEX "moon_intentions_user_request_unique";--> statement-breakpoint
ALTER TABLE "quantum_goals" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "daily_rituals" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "moon_intentions_user_request_unique" ON "moon_intentions" USING btree ("user_id","request_id");--> statement-breakpoint
ALTER TABLE "energy_readings" ADD CONSTRAINT "energy_readings_user_request_unique" UNIQUE("user_id","request_id");--> statement-breakpoint
ALTER TABLE "quantum_goals" ADD CONSTRAINT "quantum_goals_user_request_unique" UNIQUE("user_id","request_id");--> statement-breakpoint
ALTER TABLE "daily_rituals" ADD CONSTRAINT "daily_rituals_user_request_unique" UNIQUE("user_id","request_id");