import { addDays, localDay, type Day } from '#domain/shared/dates';
import type { CreateHabit, Habit, HabitAnalytics, HabitFrequency, UpdateHabit } from '#domain/habits/habits';
import { habitAnalytics } from '#domain/habits/analytics';
import { heatmapRange, recentCompletionDays } from '#domain/habits/heatmap';
import {
  habitStreak,
  latestStartedDay,
  oldestUsableAnchor,
  periodKey,
  streakAnchorBefore,
  streakDay,
  streakWindowStart,
  type StreakAnchor,
} from '#domain/habits/periods';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { badRequest, conflict, notFound } from '#server/http/errors';
import { assertWithinPlan } from '#server/plans/plan-limits';
import { userToday } from '#server/practice/user-day';
import { syncReminders } from '#server/reminders/schedule';
import { emitWebhookEvent } from '#server/webhooks/webhook-events';
import * as repo from './repository';
import * as historyRepo from './history-repository';
import type { HabitFields } from './history-repository';
import { listCardHistory, type CardHistory } from './card-history-repository';

/** Refuses a day that has not begun anywhere yet: nobody can have done a habit on it. */
function assertStarted(day: Day): void {
  if (day > latestStartedDay(new Date())) throw badRequest('date: cannot be in the future');
}

/**
 * How far back a habit card reads its ticked days: the heatmap's 12 weeks, and the streak window
 * (streakWindowStart: the same weeks of the streak's own day, in whole periods), or from its streak
 * anchor when that is older (at most STREAK_ANCHOR_SLACK_WEEKS more). A streak neither can settle
 * reads the periods after the anchor once (cardFromHistory), which moves the anchor forward.
 */
function historySince(date: Day, today: Day, frequency: HabitFrequency): Day {
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

/** One habit's card: its recent ticked days and skips, and older ones only when the streak needs them. */
export async function viewOne(
  db: Database,
  userId: string,
  row: HabitFields,
  date: Day,
  today: Day,
): Promise<Habit> {
  const history = await listCardHistory(db, userId, historyKeys(date, today), { habitId: row.id });
  const [card] = await cardsOf(db, userId, [row], history, date, today);
  if (!card) throw notFound();
  return card;
}

/**
 * The habit's streak anchor when a card can walk from it: its period is before the one the streak is
 * measured in, and not before oldestUsableAnchor (an older one still serves the history read below,
 * which then moves it forward). Every read of a card's days starts at the anchor's period when that
 * is earlier than `since`.
 */
function freshAnchor(row: HabitFields, asOf: Day): StreakAnchor | null {
  const anchor = row.streakAnchor;
  if (!anchor || anchor.key >= periodKey(asOf, row.frequency)) return null;
  return anchor.key >= periodKey(oldestUsableAnchor(asOf, row.frequency), row.frequency) ? anchor : null;
}

/**
 * A card from its ticked days read since `since` (any day up to historySince(date, today, frequency)),
 * or since its streak anchor's period when that is earlier. From a fresh anchor the streak is exact.
 * Otherwise the streak counted from `since` is exact when the walk settles: it met a certain break
 * (two closed misses) before the current streak began. If not, a freeze banked earlier could carry
 * the streak further back (docs/practice.md), and cardFromHistory reads further.
 */
async function cardFrom(
  db: Database,
  userId: string,
  row: HabitFields,
  read: { days: Day[]; since: Day; skippedKeys: ReadonlySet<string> },
  date: Day,
  today: Day,
): Promise<Habit> {
  const { days, since, skippedKeys } = read;
  const asOf = streakDay(date, today);
  const doneKeys = doneKeysOf(days, row.frequency);
  const anchor = freshAnchor(row, asOf);
  const walk = anchor
    ? habitStreak(row.frequency, doneKeys, asOf, skippedKeys, { anchor })
    : habitStreak(row.frequency, doneKeys, asOf, skippedKeys, { from: since });
  if (walk.settled) return habitView(row, { days, doneKeys, streak: walk.streak }, date, skippedKeys);
  return cardFromHistory(db, userId, row, days, date, asOf);
}

const doneKeysOf = (days: readonly Day[], frequency: HabitFrequency) =>
  new Set(days.map((day) => periodKey(day, frequency)));

/**
 * The card of a habit whose recent periods cannot settle its streak: the periods after its streak
 * anchor (its whole history when it has none) give the exact streak, and the anchor moves to the
 * latest done period before the streak window, so the next cards read about a window's worth of
 * periods again (docs/habits.md, "Streak anchors").
 */
async function cardFromHistory(
  db: Database,
  userId: string,
  row: HabitFields,
  recentDays: readonly Day[],
  date: Day,
  asOf: Day,
): Promise<Habit> {
  const history = await repo.readStreakHistory(db, userId, row.id, periodKey(asOf, row.frequency));
  if (!history) throw notFound();
  const base = history.anchor ?? undefined;
  const doneKeys = doneKeysOf(history.days, row.frequency);
  const { streak } = habitStreak(row.frequency, doneKeys, asOf, history.skippedKeys, { anchor: base });
  const windowStart = streakWindowStart(asOf, row.frequency);
  const anchor = streakAnchorBefore(row.frequency, doneKeys, history.skippedKeys, windowStart, base);
  if (anchor && anchor.key !== base?.key)
    await historyRepo.saveStreakAnchor(db, userId, row.id, anchor, history.version);
  const days = [...new Set([...recentDays, ...history.days])];
  const view = { days, doneKeys: doneKeysOf(days, row.frequency), streak };
  return habitView(row, view, date, history.skippedKeys);
}

/** GET /api/wealth-habits: every habit (archived ones flagged) as seen on `date`. */
export async function listHabitsOn(db: Database, userId: string, date?: Day): Promise<Habit[]> {
  const today = await userToday(db, userId);
  const on = date ?? today;
  const [rows, history] = await Promise.all([
    repo.listHabits(db, userId),
    listCardHistory(db, userId, historyKeys(on, today)),
  ]);
  return cardsOf(db, userId, rows, history, on, today);
}

/** The cards of `rows` as seen on `on`, from what listCardHistory read for them. */
function cardsOf(
  db: Database,
  userId: string,
  rows: readonly HabitFields[],
  history: CardHistory,
  on: Day,
  today: Day,
): Promise<Habit[]> {
  return Promise.all(
    rows.map((row) => {
      const read = {
        days: history.days.get(row.id) ?? [],
        since: historySince(on, today, row.frequency),
        skippedKeys: history.skipped.get(row.id) ?? new Set<string>(),
      };
      // The anchor the days were read for (the same snapshot), not the one the habit row was read with.
      const streakAnchor = history.anchors.get(row.id) ?? null;
      return cardFrom(db, userId, { ...row, streakAnchor }, read, on, today);
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
 * (history.toggleCompletion): as `completed` says (repeating it changes nothing, so a retry is safe),
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
    const result = await historyRepo.toggleCompletion(db, {
      userId,
      habitId,
      day,
      keys,
      completed,
      historyFrom,
    });
    if (result.outcome === 'not-found') throw notFound();
    if (result.outcome === 'archived')
      throw conflict('This habit is archived. Restore it before updating it.');
    if (result.outcome === 'flipped') {
      const { habit, days, skippedKeys, timeZone, delta, hasWebhooks } = result;
      // The toggle is one statement with no transaction around it: its event is queued once it committed.
      if (delta !== 0 && hasWebhooks)
        await emitWebhookEvent(db, userId, delta > 0 ? 'habit.completed' : 'habit.uncompleted', {
          habitId,
          date: day,
          periodKey: keys[habit.frequency],
          totalCompletions: habit.completionCount,
        });
      const since = historySince(day, earliestToday, habit.frequency);
      return cardFrom(db, userId, habit, { days, since, skippedKeys }, day, localDay(new Date(), timeZone));
    }
  }
  throw new Error(`habit ${habitId} kept changing under ${MAX_ATTEMPTS} attempts to toggle it`);
}

/**
 * GET /api/wealth-habits/analytics over the active habits; definitions in domain/habits/analytics.ts.
 * It reads what their cards read (and each habit's first tick), so its cost does not grow with history.
 */
export async function analyticsOn(db: Database, userId: string, date?: Day): Promise<HabitAnalytics> {
  const today = await userToday(db, userId);
  const on = date ?? today;
  const [rows, history] = await Promise.all([
    repo.listHabits(db, userId),
    listCardHistory(db, userId, historyKeys(on, today), { firstTicks: true }),
  ]);
  const active = rows.filter((row) => !row.isArchived);
  const cards = await cardsOf(db, userId, active, history, on, today);
  const habits = active.map((row, index) => ({
    category: row.category,
    frequency: row.frequency,
    startDay: row.startDay,
    firstTicked: history.firstTicked.get(row.id) ?? null,
    completionDays: history.days.get(row.id) ?? [],
    streak: cards[index]?.streak ?? 0,
  }));
  return habitAnalytics(habits, on, today);
}
