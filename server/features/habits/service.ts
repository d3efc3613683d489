import { addDays, localDay, type Day } from '#domain/dates';
import type { CreateHabit, Habit, HabitAnalytics, HabitFrequency, UpdateHabit } from '#domain/habits';
import { habitAnalytics } from '#domain/habits-analytics';
import { heatmapRange, recentCompletionDays } from '#domain/habits-heatmap';
import {
  habitStreak,
  latestStartedDay,
  periodKey,
  streakDay,
  streakWindowStart,
} from '#domain/habits-periods';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { badRequest, conflict, notFound } from '#server/http/errors';
import { assertWithinPlan } from '#server/plans/plan-limits';
import { userToday } from '#server/practice/user-day';
import { syncReminders } from '#server/reminders/schedule';
import * as repo from './repository';
import type { HabitFields } from './repository';
import { listCompletionsAndSkips, listSkippedKeys } from './skip-repository';

/** Refuses a day that has not begun anywhere yet: nobody can have done a habit on it. */
function assertStarted(day: Day): void {
  if (day > latestStartedDay(new Date())) throw badRequest('date: cannot be in the future');
}

/**
 * How far back a habit card reads its ticked days: the heatmap's 12 weeks, and STREAK_WINDOW_PERIODS
 * of the habit's periods before the one its streak is measured in, so a card reads at most about a
 * hundred rows whatever the history. A streak the window cannot settle is read in full (see below):
 * one index range over one habit.
 */
export function historySince(date: Day, today: Day, frequency: HabitFrequency): Day {
  const heatmapStart = heatmapRange(date).start;
  const streakStart = streakWindowStart(streakDay(date, today), frequency);
  return heatmapStart < streakStart ? heatmapStart : streakStart;
}

/** A value for each frequency: hand-written statements pick theirs by the habit's frequency. */
function byFrequency<T>(valueOf: (frequency: HabitFrequency) => T): Record<HabitFrequency, T> {
  return { daily: valueOf('daily'), weekly: valueOf('weekly'), monthly: valueOf('monthly') };
}

/** historySince for each frequency, as the period key its range of completions starts at. */
const historyKeys = (date: Day, today: Day) =>
  byFrequency((frequency) => periodKey(historySince(date, today, frequency), frequency));

/** What a card shows of a habit's ticked days: the days, their period keys, and its streak. */
type Ticks = { days: readonly Day[]; doneKeys: ReadonlySet<string>; streak: number };

/** The Wealth habit entity as seen on `date` (see cardFrom for its ticks). */
function habitView(
  row: HabitFields,
  { days, doneKeys, streak }: Ticks,
  date: Day,
  skippedKeys: ReadonlySet<string> = new Set(),
): Habit {
  const key = periodKey(date, row.frequency);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    frequency: row.frequency,
    targetValue: row.targetValue,
    unit: row.unit,
    date: row.startDay,
    isCompleted: doneKeys.has(key),
    streak,
    totalCompletions: row.completionCount,
    isArchived: row.isArchived,
    isSkipped: skippedKeys.has(key),
    reminderTime: row.reminderTime,
    recentCompletions: recentCompletionDays(row.frequency, days, date),
  };
}

/** One habit's card: its recent ticked days and skips, and its whole history only when the streak needs it. */
export async function viewOne(
  db: Database,
  userId: string,
  row: HabitFields,
  date: Day,
  today: Day,
): Promise<Habit> {
  const since = historySince(date, today, row.frequency);
  const [days, skipped] = await Promise.all([
    repo.listHabitCompletionDays(db, userId, row.id, periodKey(since, row.frequency)),
    listSkippedKeys(db, userId, row.id),
  ]);
  return cardFrom(
    db,
    userId,
    row,
    { days, since, skippedKeys: skipped.get(row.id) ?? new Set() },
    date,
    today,
  );
}

/**
 * A card from its ticked days read since `since` (any day up to historySince(date, today, frequency)).
 * The streak counted from them is exact when the walk from `since` settles: it met a certain break
 * (two closed misses) before the current streak began. Otherwise a freeze banked earlier could carry
 * the streak further back (docs/practice.md), and the habit's whole history is read.
 */
async function cardFrom(
  db: Database,
  userId: string,
  row: HabitFields,
  read: { days: Day[]; since: Day; skippedKeys: ReadonlySet<string> },
  date: Day,
  today: Day,
): Promise<Habit> {
  const { since, skippedKeys } = read;
  const asOf = streakDay(date, today);
  const doneKeysOf = (days: readonly Day[]) => new Set(days.map((day) => periodKey(day, row.frequency)));
  const doneKeys = doneKeysOf(read.days);
  const walk = habitStreak(row.frequency, doneKeys, asOf, skippedKeys, since);
  if (walk.settled)
    return habitView(row, { days: read.days, doneKeys, streak: walk.streak }, date, skippedKeys);
  const days = await repo.listHabitCompletionDays(db, userId, row.id);
  const allKeys = doneKeysOf(days);
  const { streak } = habitStreak(row.frequency, allKeys, asOf, skippedKeys);
  return habitView(row, { days, doneKeys: allKeys, streak }, date, skippedKeys);
}

function groupDays(completions: repo.CompletionDay[]): Map<string, Day[]> {
  const byHabit = new Map<string, Day[]>();
  for (const { habitId, day } of completions) {
    const days = byHabit.get(habitId);
    if (days) days.push(day);
    else byHabit.set(habitId, [day]);
  }
  return byHabit;
}

/** GET /api/wealth-habits: every habit (archived ones flagged) as seen on `date`. */
export async function listHabitsOn(db: Database, userId: string, date?: Day): Promise<Habit[]> {
  const today = await userToday(db, userId);
  const on = date ?? today;
  const [rows, { completions, skipped }] = await Promise.all([
    repo.listHabits(db, userId),
    listCompletionsAndSkips(db, userId, historyKeys(on, today)),
  ]);
  const byHabit = groupDays(completions);
  return Promise.all(
    rows.map(async (row) => {
      const days = byHabit.get(row.id) ?? [];
      const skippedKeys = skipped.get(row.id) ?? new Set<string>();
      const since = historySince(on, today, row.frequency);
      return cardFrom(db, userId, row, { days, since, skippedKeys }, on, today);
    }),
  );
}

/**
 * The one place a habit is created. Habits are a Pro feature when plan limits apply (docs/plans.md),
 * checked in the insert's transaction with the member's plan row locked.
 */
export async function createHabit(
  db: Database,
  config: AppConfig,
  userId: string,
  input: CreateHabit,
): Promise<Habit> {
  const today = await userToday(db, userId);
  const { date, ...fields } = input;
  const startDay = date ?? today;
  assertStarted(startDay);
  const row = await db.transaction(async (tx) => {
    await assertWithinPlan(tx, config, userId, 'habits', 0);
    const inserted = await repo.insertHabit(tx, userId, { ...fields, startDay });
    if (inserted.reminderTime) await syncReminders(tx, userId);
    return inserted;
  });
  return habitView(row, { days: [], doneKeys: new Set(), streak: 0 }, startDay);
}

export async function editHabit(
  db: Database,
  userId: string,
  habitId: string,
  changes: UpdateHabit,
  date?: Day,
): Promise<Habit> {
  const today = await userToday(db, userId);
  const row = await db.transaction(async (tx) => {
    const updated = await repo.updateHabit(tx, userId, habitId, changes);
    // Its reminder follows the habit: a new time, archiving or restoring moves it.
    if (updated && (changes.reminderTime !== undefined || changes.isArchived !== undefined))
      await syncReminders(tx, userId);
    return updated;
  });
  if (!row) throw notFound();
  return viewOne(db, userId, row, date ?? today, today);
}

export async function deleteHabit(db: Database, userId: string, habitId: string): Promise<void> {
  const deleted = await db.transaction((tx) => repo.deleteHabit(tx, userId, habitId));
  if (!deleted) throw notFound();
}

// Each retry follows a toggle of the same period that committed in between; a handful is plenty.
const MAX_ATTEMPTS = 8;

/**
 * Marks the period containing `date` done or undone, in one statement with its practice-log change
 * (repo.toggleCompletion): as `completed` says (repeating it changes nothing, so a retry is safe),
 * or the opposite of its state when it is not given; racing flips each flip in turn, so n toggles
 * leave the parity of n. The same statement reads back the card's ticked days and skips.
 */
export async function toggleHabit(
  db: Database,
  userId: string,
  habitId: string,
  date?: Day,
  completed?: boolean,
): Promise<Habit> {
  const day = date ?? (await userToday(db, userId));
  assertStarted(day);
  const keys = byFrequency((frequency) => periodKey(day, frequency));
  // The card's days are read in the toggle's statement, before the member's zone (so their today)
  // is known: from the earliest today anywhere (zones span 26 hours), which reads no later than
  // historySince(day, today, frequency) would.
  const earliestToday = addDays(latestStartedDay(new Date()), -2);
  const historyFrom = historyKeys(day, earliestToday);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const result = await repo.toggleCompletion(db, { userId, habitId, day, keys, completed, historyFrom });
    if (result.outcome === 'not-found') throw notFound();
    if (result.outcome === 'archived')
      throw conflict('This habit is archived. Restore it before updating it.');
    if (result.outcome === 'flipped') {
      const { habit, days, skippedKeys, timeZone } = result;
      const since = historySince(day, earliestToday, habit.frequency);
      return cardFrom(db, userId, habit, { days, since, skippedKeys }, day, localDay(new Date(), timeZone));
    }
  }
  throw new Error(`habit ${habitId} kept changing under ${MAX_ATTEMPTS} attempts to toggle it`);
}

/** GET /api/wealth-habits/analytics over the active habits; definitions in domain/habits-analytics.ts. */
export async function analyticsOn(db: Database, userId: string, date?: Day): Promise<HabitAnalytics> {
  const today = await userToday(db, userId);
  const [rows, completions] = await Promise.all([
    repo.listHabits(db, userId),
    repo.listCompletionDays(db, userId),
  ]);
  const byHabit = groupDays(completions);
  const active = rows
    .filter((row) => !row.isArchived)
    .map((row) => ({
      category: row.category,
      frequency: row.frequency,
      startDay: row.startDay,
      completionDays: byHabit.get(row.id) ?? [],
    }));
  return habitAnalytics(active, date ?? today, today);
}
