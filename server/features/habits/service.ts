import type { Day } from '#domain/dates';
import type { CreateHabit, Habit, HabitAnalytics, UpdateHabit } from '#domain/habits';
import { habitAnalytics } from '#domain/habits-analytics';
import { recentCompletionDays } from '#domain/habits-heatmap';
import { currentStreak, latestStartedDay, periodKey, streakDay } from '#domain/habits-periods';
import type { Database } from '#server/db/client';
import type { HabitRow } from '#server/db/schema/habits';
import { badRequest, conflict, notFound } from '#server/http/errors';
import { recordPractice, removePractice } from '#server/practice/practice-log';
import { userToday } from '#server/practice/user-day';
import { syncReminders } from '#server/reminders/schedule';
import * as repo from './repository';
import { listCompletionsAndSkips, listSkippedKeys } from './skip-repository';

/** Refuses a day that has not begun anywhere yet: nobody can have done a habit on it. */
function assertStarted(day: Day): void {
  if (day > latestStartedDay(new Date())) throw badRequest('date: cannot be in the future');
}

/** The Wealth habit entity as seen on `date`. */
export function habitView(
  row: HabitRow,
  completionDays: readonly Day[],
  date: Day,
  today: Day,
  skippedKeys: ReadonlySet<string> = new Set(),
): Habit {
  const doneKeys = new Set(completionDays.map((day) => periodKey(day, row.frequency)));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    frequency: row.frequency,
    targetValue: row.targetValue,
    unit: row.unit,
    date: row.startDay,
    isCompleted: doneKeys.has(periodKey(date, row.frequency)),
    streak: currentStreak(row.frequency, doneKeys, streakDay(date, today), skippedKeys),
    totalCompletions: doneKeys.size,
    isArchived: row.isArchived,
    isSkipped: skippedKeys.has(periodKey(date, row.frequency)),
    reminderTime: row.reminderTime,
    recentCompletions: recentCompletionDays(row.frequency, completionDays, date),
  };
}

export async function viewOne(db: Database, row: HabitRow, date: Day, today: Day): Promise<Habit> {
  const [days, skipped] = await Promise.all([
    repo.listHabitCompletionDays(db, row.id),
    listSkippedKeys(db, row.userId, row.id),
  ]);
  return habitView(row, days, date, today, skipped.get(row.id));
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
  const [rows, { completions, skipped }] = await Promise.all([
    repo.listHabits(db, userId),
    listCompletionsAndSkips(db, userId),
  ]);
  const byHabit = groupDays(completions);
  return rows.map((row) =>
    habitView(row, byHabit.get(row.id) ?? [], date ?? today, today, skipped.get(row.id)),
  );
}

/** The one place a habit is created, so plan limits can be checked here. */
export async function createHabit(db: Database, userId: string, input: CreateHabit): Promise<Habit> {
  const today = await userToday(db, userId);
  const { date, ...fields } = input;
  const startDay = date ?? today;
  assertStarted(startDay);
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertHabit(tx, userId, { ...fields, startDay });
    if (inserted.reminderTime) await syncReminders(tx, userId);
    return inserted;
  });
  return habitView(row, [], startDay, today);
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
  return viewOne(db, row, date ?? today, today);
}

export async function deleteHabit(db: Database, userId: string, habitId: string): Promise<void> {
  const deleted = await db.transaction((tx) => repo.deleteHabit(tx, userId, habitId));
  if (!deleted) throw notFound();
}

/**
 * Marks the period containing `date` done, or undone when it already was. The completion row and
 * the practice log change in one transaction, with the habit row locked: racing toggles (two tabs,
 * two instances) each flip the state in turn, so n toggles leave the parity of n.
 */
export async function toggleHabit(db: Database, userId: string, habitId: string, date?: Day): Promise<Habit> {
  const today = await userToday(db, userId);
  const day = date ?? today;
  assertStarted(day);
  return db.transaction(async (tx) => {
    const row = await repo.lockHabit(tx, userId, habitId);
    if (!row) throw notFound();
    if (row.isArchived) throw conflict('This habit is archived. Restore it before updating it.');
    const key = periodKey(day, row.frequency);
    const removedId = await repo.deleteCompletion(tx, row.id, key);
    if (removedId) {
      await removePractice(tx, userId, 'habit', removedId);
    } else {
      const addedId = await repo.insertCompletion(tx, { habitId: row.id, userId, periodKey: key, day });
      if (addedId) await recordPractice(tx, { userId, day, kind: 'habit', sourceId: addedId });
    }
    return viewOne(tx, row, day, today);
  });
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
