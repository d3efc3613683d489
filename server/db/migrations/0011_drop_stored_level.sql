ALTER TABLE "users" DROP COLUMN "quantum_level";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "level_progress";