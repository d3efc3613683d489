ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_token_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "token_sealed" text;--> statement-breakpoint
-- Existing feed URLs keep working: each token's SHA-256 (hex, as hashToken writes it), with the
-- built-in sha256() both PGlite and PostgreSQL have (no pgcrypto). The app seals the plain token
-- into token_sealed and clears it when it starts (server/features/sky/feed-service.ts).
UPDATE "calendar_feeds" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash");
