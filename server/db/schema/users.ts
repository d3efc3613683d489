import { boolean, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased, so the unique index makes e-mail addresses case-insensitive. */
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  /**
   * Experience points, kept in step with the practice log by the statement that changes it
   * (server/practice/practice-log.ts): the sum over days of each day's XP, capped per day. The level
   * and its progress are worked out from it when read (levelFor in domain/practice.ts).
   */
  experience: integer('experience').notNull().default(0),
  /** IANA zone reported by the user's browser; every per-day rule is evaluated in it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Local 'HH:MM' for the daily ritual reminder, or null when the user has none. */
  reminderTime: text('reminder_time'),
  /** Where the member watches the sky from, two decimals (cosmic rise and set); never shared. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** Whether streak numbers and flames are shown; hiding them changes nothing that is recorded. */
  showStreaks: boolean('show_streaks').notNull().default(true),
  /** Opt-in push reminder on new and full moon days, at the reminder time. */
  moonReminders: boolean('moon_reminders').notNull().default(false),
  plan: text('plan', { enum: ['free', 'pro', 'premium'] })
    .notNull()
    .default('free'),
  /** scrypt hash for built-in sign-in; null for accounts that only sign in through OpenID Connect. */
  passwordHash: text('password_hash'),
  /** When the member proved they read mail at `email` (a link, or a provider's email_verified). */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
