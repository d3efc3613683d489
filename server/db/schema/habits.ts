import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { timeOrderedId } from './time-ordered-id';
import { HABIT_CATEGORIES, HABIT_FREQUENCIES } from '#domain/habits/habits';
import type { StreakAnchor } from '#domain/habits/periods';

export const habits = pgTable(
  'habits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: HABIT_CATEGORIES }).notNull(),
    frequency: text('frequency', { enum: HABIT_FREQUENCIES }).notNull(),
    targetValue: doublePrecision('target_value'),
    unit: text('unit'),
    /** The user's local day the habit was created for (the entity's `date`). */
    startDay: date('start_day', { mode: 'string' }).notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    /** Periods done, all time: moved by the toggle in the same statement as the completion row. */
    completionCount: integer('completion_count').notNull().default(0),
    /**
     * Where the habit's streak walk can resume (domain/habits/periods.ts), so a card reads the
     * periods after it instead of the whole history; null until a card first needs it, and again
     * once a completion at or before its period changes (docs/habits.md, "Streak anchors").
     */
    streakAnchor: jsonb('streak_anchor').$type<StreakAnchor>(),
    /** Moved by every change of the habit's completions: an anchor is saved only over the version it was read at. */
    historyVersion: integer('history_version').notNull().default(0),
    /** Client-chosen id of the create request: a repeat of it returns this row (domain/shared/request-id.ts). */
    requestId: uuid('request_id'),
    /** Local 'HH:MM' for this habit's own push reminder, or null for none. */
    reminderTime: text('reminder_time'),
    /**
     * Where an imported habit came from (domain/habits/import.ts: loop, habitbull, csv) and what that
     * source calls it, so importing the same file again adds only what is missing; null for a habit
     * made in the app, which an import never merges into even when the titles match.
     */
    importSource: text('import_source'),
    importKey: text('import_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('habits_user_created_idx').on(table.userId, table.createdAt),
    unique('habits_user_request_unique').on(table.userId, table.requestId),
    unique('habits_user_import_unique').on(table.userId, table.importSource, table.importKey),
  ],
);

/**
 * One row per habit per period it was done in: the day, ISO week ('2026-W47') or month ('2026-11')
 * as `period_key`, and the day it was ticked. The unique (habit, period) pair is what makes a double
 * click or a second tab unable to count a period twice.
 */
export const habitCompletions = pgTable(
  'habit_completions',
  {
    id: timeOrderedId(),
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('habit_completions_habit_period_unique').on(table.habitId, table.periodKey),
    // Habit lists and insights read a member's completions by day range: a range of this index.
    index('habit_completions_user_day_idx').on(table.userId, table.day),
  ],
);

export type HabitRow = typeof habits.$inferSelect;

/** A habit period the member chose to skip: transparent to the habit's streak, like a rest day. */
export const habitSkips = pgTable(
  'habit_skips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    /** The day the member picked; its period is the one skipped. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('habit_skips_habit_period_unique').on(table.habitId, table.periodKey),
    index('habit_skips_user_idx').on(table.userId),
  ],
);

/** A note on one day of a habit, sealed like journal text; one per habit and day. */
export const habitDayNotes = pgTable(
  'habit_day_notes',
  {
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    textSealed: text('text_sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The notes list reads one member's days across habits.
  (table) => [
    primaryKey({ columns: [table.habitId, table.day] }),
    index('habit_day_notes_user_day_idx').on(table.userId, table.day),
  ],
);
