import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Studio-voice audio, rendered once per (model, voice, text) and shared by every instance: the key is
 * the SHA-256 of those three. Not anyone's personal data (the texts are scripts and cues), so no user_id.
 */
export const speechCache = pgTable('speech_cache', {
  contentHash: text('content_hash').primaryKey(),
  contentType: text('content_type').notNull(),
  audioBase64: text('audio_base64').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
