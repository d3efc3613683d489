import {
  REPEAT_WINDOW_DAYS,
  type AffirmationContext,
  type PracticeInput,
} from '../../../domain/affirmations';
import { addDays, daysBetween } from '../../../domain/dates';
import type { Database } from '../../db/client';
import type { ExternalInputs } from './external-inputs';
import { contentsSince, practiceDays } from './repository';

/** How far back practice days are read: enough for any streak a user is likely to hold. */
const PRACTICE_DAYS_READ = 400;

/**
 * Day streak as the activity model defines it: consecutive days with practice, ending today or
 * yesterday; 0 when none. `days` are distinct days, newest first. The practice feature owns the
 * canonical rule; at merge the lead points this at its streak function.
 */
export function streakEndingToday(days: string[], today: string): number {
  const [newest] = days;
  if (!newest || daysBetween(newest, today) > 1) return 0;
  let streak = 0;
  let expected = newest;
  for (const day of days) {
    if (day !== expected) break;
    streak += 1;
    expected = addDays(expected, -1);
  }
  return streak;
}

async function loadPractice(db: Database, userId: string, today: string): Promise<PracticeInput> {
  const rows = await practiceDays(db, userId, today, PRACTICE_DAYS_READ);
  const weekStart = addDays(today, -6);
  return {
    streak: streakEndingToday(
      rows.map((row) => row.day),
      today,
    ),
    minutesLast7Days: rows.filter((row) => row.day >= weekStart).reduce((sum, row) => sum + row.minutes, 0),
  };
}

/**
 * Everything the generator may use, read from the user's own rows: name and practice (users,
 * practice_log), what they already received (affirmations), and the inputs other features own.
 */
export async function loadAffirmationContext(
  db: Database,
  user: { id: string; firstName: string | null },
  today: string,
  inputs: ExternalInputs,
): Promise<AffirmationContext> {
  const [practice, recent, goals, habits] = await Promise.all([
    loadPractice(db, user.id, today),
    contentsSince(db, user.id, addDays(today, -REPEAT_WINDOW_DAYS)),
    inputs.loadGoals(db, user.id),
    inputs.loadHabits(db, user.id),
  ]);
  return {
    today,
    firstName: user.firstName,
    goals,
    habits,
    moonPhase: inputs.moonPhaseName(today),
    practice,
    recent,
  };
}
