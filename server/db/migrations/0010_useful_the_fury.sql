CREATE TABLE "speech_cache" (
	"content_hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"audio_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
