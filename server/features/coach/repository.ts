import { and, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { CoachMessage, CoachSourceRows } from '#domain/coach/coach';
import type { Day } from '#domain/shared/dates';
import type { Database } from '#server/db/client';
import { coachMessages } from '#server/db/schema/coach';
import { energyReadings } from '#server/db/schema/energy';
import { goals } from '#server/db/schema/goals';
import { habitCompletions, habitSkips, habits } from '#server/db/schema/habits';
import { meditationSessions } from '#server/db/schema/meditation';
import { practiceLog } from '#server/db/schema/practice';
import { users } from '#server/db/schema/users';
import { DAY_MS } from '#domain/shared/dates';
import { periodKey } from '#domain/habits/periods';
import { effectivePlanSql } from '#server/plans/effective-plan';
import { openStored, seal, type JournalKeyring } from '#server/privacy/journal-keyring';
import { sealedCell } from '#server/privacy/sealed-cells';

const columns = {
  id: coachMessages.id,
  role: coachMessages.role,
  content: coachMessages.content,
  source: coachMessages.source,
  action: coachMessages.action,
  help: coachMessages.help,
  createdAt: coachMessages.createdAt,
};
type Row = Omit<CoachMessage, 'createdAt' | 'help'> & { createdAt: Date; help: CoachMessage['help'] | null };
const toMessage = (row: Omit<Row, 'action'> & { action: CoachMessage['action'] | null }): CoachMessage => ({
  ...row,
  action: row.action ?? null,
  help: row.help ?? [],
  createdAt: row.createdAt.toISOString(),
});

/**
 * Messages hold what members confide (debts, crises), so `content` is sealed with the journal key,
 * bound to its member and row (docs/coach.md). One that does not open in its row reads as empty;
 * a plain one from before sealing reads as it is until the re-encrypt command seals it.
 */
const contentCell = (userId: string, id: string) => sealedCell(coachMessages, 'content', { userId, id });
const opened =
  (keys: JournalKeyring, userId: string) =>
  (row: Omit<Row, 'action'> & { action: CoachMessage['action'] | null }) =>
    toMessage({
      ...row,
      content: openStored(keys, row.content, contentCell(userId, row.id)) ?? '',
    });

export async function insertMessage(
  db: Database,
  keys: JournalKeyring,
  values: {
    userId: string;
    role: CoachMessage['role'];
    content: string;
    source: CoachMessage['source'];
    action?: CoachMessage['action'];
    help?: CoachMessage['help'];
    day: Day;
  },
): Promise<CoachMessage> {
  const id = crypto.randomUUID();
  const content = seal(keys, values.content, contentCell(values.userId, id));
  const help = values.help?.length ? values.help : null;
  const [row] = await db
    .insert(coachMessages)
    .values({ ...values, id, content, help })
    .returning(columns);
  if (!row) throw new Error('coach message insert returned no row');
  return toMessage({ ...row, content: values.content });
}

export async function deleteMessage(db: Database, userId: string, id: string): Promise<void> {
  await db.delete(coachMessages).where(and(eq(coachMessages.userId, userId), eq(coachMessages.id, id)));
}

export async function deleteAllMessages(db: Database, userId: string): Promise<void> {
  await db.delete(coachMessages).where(eq(coachMessages.userId, userId));
}

/** Newest first from the (user, created_at) index; the caller reverses a page for display. */
export async function pageOfMessages(
  db: Database,
  keys: JournalKeyring,
  userId: string,
  before: Date | null,
  limit: number,
): Promise<CoachMessage[]> {
  const rows = await db
    .select(columns)
    .from(coachMessages)
    .where(and(eq(coachMessages.userId, userId), before ? lt(coachMessages.createdAt, before) : undefined))
    .orderBy(desc(coachMessages.createdAt), desc(coachMessages.id))
    .limit(limit);
  return rows.map(opened(keys, userId));
}

/** How far back habit completions are read: enough for any running streak a member holds. */
const HABIT_HISTORY_DAYS = 400;

/** The member's own rows the coach context is built from (each query filters by the member). */
export async function loadCoachRows(
  db: Database,
  userId: string,
  from: Day,
  today: Day,
): Promise<CoachSourceRows> {
  const habitsFrom = new Date(Date.parse(`${today}T00:00:00Z`) - HABIT_HISTORY_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  // A skip matters to the coach only in the period that holds today (its day, week or month).
  const currentKeys = (['daily', 'weekly', 'monthly'] as const).map((frequency) =>
    periodKey(today, frequency),
  );
  const [goalRows, habitRows, completions, skips, lastMeditation, practice, checkIns] = await Promise.all([
    db
      .select({
        id: goals.id,
        userId: goals.userId,
        title: goals.title,
        targetAmount: goals.targetAmount,
        progress: goals.currentProgress,
        setOn: goals.setOn,
        dueOn: goals.manifestationDate,
      })
      .from(goals)
      .where(and(eq(goals.userId, userId), lt(goals.currentProgress, 100))),
    db
      .select({
        id: habits.id,
        userId: habits.userId,
        title: habits.title,
        category: habits.category,
        frequency: habits.frequency,
      })
      .from(habits)
      .where(and(eq(habits.userId, userId), eq(habits.isArchived, false))),
    db
      .select({ habitId: habitCompletions.habitId, periodKey: habitCompletions.periodKey })
      .from(habitCompletions)
      .where(and(eq(habitCompletions.userId, userId), gte(habitCompletions.day, habitsFrom))),
    db
      .select({ habitId: habitSkips.habitId, periodKey: habitSkips.periodKey })
      .from(habitSkips)
      .where(and(eq(habitSkips.userId, userId), inArray(habitSkips.periodKey, currentKeys))),
    // One row from meditation_sessions_user_completed_idx, however long the history.
    db
      .select({
        userId: meditationSessions.userId,
        title: meditationSessions.title,
        minutes: meditationSessions.duration,
        finishedAt: meditationSessions.completedAt,
      })
      .from(meditationSessions)
      .where(and(eq(meditationSessions.userId, userId), isNotNull(meditationSessions.completedAt)))
      .orderBy(desc(meditationSessions.completedAt))
      .limit(1),
    db
      .select({
        userId: practiceLog.userId,
        day: practiceLog.day,
        kind: practiceLog.kind,
        minutes: practiceLog.minutes,
      })
      .from(practiceLog)
      .where(and(eq(practiceLog.userId, userId), gte(practiceLog.day, from), lte(practiceLog.day, today))),
    db
      .select({
        userId: energyReadings.userId,
        day: energyReadings.day,
        energyLevel: energyReadings.energyLevel,
        feeling: energyReadings.feeling,
      })
      .from(energyReadings)
      .where(
        and(eq(energyReadings.userId, userId), gte(energyReadings.day, from), lte(energyReadings.day, today)),
      ),
  ]);
  return {
    goals: goalRows,
    habits: habitRows.map((habit) => ({
      ...habit,
      donePeriods: completions.filter((done) => done.habitId === habit.id).map((done) => done.periodKey),
      skippedPeriods: skips.filter((skip) => skip.habitId === habit.id).map((skip) => skip.periodKey),
    })),
    lastMeditation: newestCompleted(lastMeditation),
    practice,
    checkIns,
  };
}

function newestCompleted(
  rows: { userId: string; title: string; minutes: number; finishedAt: Date | null }[],
): CoachSourceRows['lastMeditation'] {
  const [row] = rows;
  return row?.finishedAt ? { ...row, finishedAt: row.finishedAt } : null;
}

export async function firstNameOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.firstName ?? null;
}

/** Members who have talked with the coach, with their zone; only Premium ones when limits apply. */
export async function coachMembers(
  db: Database,
  { premiumOnly }: { premiumOnly: boolean },
): Promise<{ id: string; timeZone: string }[]> {
  return db
    .selectDistinct({ id: users.id, timeZone: users.timeZone })
    .from(users)
    .innerJoin(coachMessages, sql`${coachMessages.userId} = ${users.id}`)
    .where(premiumOnly ? sql`${effectivePlanSql} = 'premium'` : undefined);
}

/** The country the member chose for their help lines, or null for "from my time zone". */
export async function countryOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ country: users.country }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.country ?? null;
}
