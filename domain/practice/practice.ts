import type { Day } from '#domain/shared/dates';

/**
 * The activity model: every streak, coherence and level number in the product is derived in
 * domain/practice/ from the practice log (one row per completed meditation, ritual or habit period,
 * on the user's local day), one idea a file: this one, a day's practice; streak.ts, the forgiving
 * streak rule; experience.ts, XP and the quantum level; week.ts, this week's practice; coherence.ts.
 * Pure functions, no I/O; the server feeds them what it reads from `practice_log`.
 */

/** What one local day of practice adds up to (the server aggregates the log per day and kind). */
export type DailyPractice = {
  day: Day;
  rituals: number;
  habits: number;
  meditations: number;
  /** Minutes meditated that day. */
  minutes: number;
};

export const emptyDay = (day: Day): DailyPractice => ({
  day,
  rituals: 0,
  habits: 0,
  meditations: 0,
  minutes: 0,
});

type PracticeKind = 'meditation' | 'ritual' | 'habit';

/** One aggregate row of the log: how many acts of one kind, and their minutes, on one day. */
export type PracticeTally = { day: Day; kind: PracticeKind; count: number; minutes: number };

/** Folds per-(day, kind) tallies into one DailyPractice per day, oldest first. */
export function foldPractice(tallies: Iterable<PracticeTally>): DailyPractice[] {
  const byDay = new Map<Day, DailyPractice>();
  for (const { day, kind, count, minutes } of tallies) {
    const entry = byDay.get(day) ?? emptyDay(day);
    if (kind === 'ritual') entry.rituals += count;
    else if (kind === 'habit') entry.habits += count;
    else {
      entry.meditations += count;
      entry.minutes += minutes;
    }
    byDay.set(day, entry);
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------------
// The activity window
// ---------------------------------------------------------------------------------------------------

/**
 * How far back the dashboard reads the practice log for the streak (docs/practice.md, "Streaks that
 * outlast the year"); coherence needs only its last COHERENCE_DAYS (domain/practice/coherence.ts).
 */
export const COHERENCE_WINDOW_DAYS = 365;
