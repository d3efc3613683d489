import {
  REPEAT_WINDOW_DAYS,
  RETURN_BREAK_DAYS,
  type AffirmationContext,
  type PracticeInput,
} from '#domain/affirmations/affirmations';
import { addDays, daysBetween } from '#domain/shared/dates';
import { streakOfDays } from '#domain/practice/streak';
import type { Database } from '#server/db/client';
import type { ExternalInputs } from './external-inputs';
import { contentsSince, practiceDays } from './repository';

/** How far back practice days are read: enough for any streak a user is likely to hold. */
const PRACTICE_DAYS_READ = 400;

async function loadPractice(db: Database, userId: string, today: string): Promise<PracticeInput> {
  const rows = await practiceDays(db, userId, today, PRACTICE_DAYS_READ);
  const weekStart = addDays(today, -6);
  const [latest, before] = rows;
  return {
    // A return is true only on a day with practice that follows a real break, never on a first day.
    returnedToday:
      latest?.day === today && before !== undefined && daysBetween(before.day, today) > RETURN_BREAK_DAYS,
    streak: streakOfDays(
      rows.map((row) => row.day),
      today,
    ),
    minutesLast7Days: rows.filter((row) => row.day >= weekStart).reduce((sum, row) => sum + row.minutes, 0),
  };
}

/**
 * Everything the selection may use, read from the member's own rows: practice (practice_log), what
 * they already received (affirmations), and the inputs other features own (goals, habits, the
 * current new-moon intention, the day's moon).
 */
export async function loadAffirmationContext(
  db: Database,
  user: { id: string; timeZone: string },
  today: string,
  inputs: ExternalInputs,
): Promise<AffirmationContext> {
  const [practice, recent, goals, habits, intention] = await Promise.all([
    loadPractice(db, user.id, today),
    contentsSince(db, user.id, addDays(today, -REPEAT_WINDOW_DAYS)),
    inputs.loadGoals(db, user.id),
    inputs.loadHabits(db, user.id),
    inputs.loadIntention(db, user.id),
  ]);
  return {
    today,
    intention,
    goals,
    habits,
    moonPhase: inputs.moonPhaseName(today, user.timeZone),
    practice,
    recent,
  };
}
