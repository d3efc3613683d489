import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PracticeAnchor } from '#domain/practice/streak';

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
   * and its progress are worked out from it when read (levelFor in domain/practice/experience.ts).
   */
  experience: integer('experience').notNull().default(0),
  /**
   * Where the practice streak's walk can resume (domain/practice/streak.ts), so a streak the last year of
   * days cannot settle is read from here instead of from the first practice day; null until needed,
   * and again once practice on or before its day changes (docs/practice.md).
   */
  practiceAnchor: jsonb('practice_anchor').$type<PracticeAnchor>(),
  /** Moved by every change of the member's practice log: an anchor is saved only over the version it was read at. */
  practiceVersion: integer('practice_version').notNull().default(0),
  /** IANA zone reported by the user's browser; every per-day rule is evaluated in it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** ISO 3166-1 alpha-2; null = the country of `timeZone`. It chooses the coach's crisis lines. */
  country: text('country'),
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
  /**
   * A plan the team gave by hand (the admin console), in effect until `compUntil` (exclusive, UTC; null
   * for no end). The plan in effect is the higher of this and `plan`; Stripe webhooks never touch it.
   */
  compPlan: text('comp_plan', { enum: ['pro', 'premium'] }),
  compUntil: timestamp('comp_until', { withTimezone: true }),
  compReason: text('comp_reason'),
  /** Set while an admin has disabled the account: no sign-in, no sessions, no reminders. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** When the member proved they read mail at `email` (a link, or a provider's email_verified). */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
