import { addDays, type Day } from '#domain/shared/dates';

/**
 * Coherence (docs/practice.md): a figure that grows with practice. A day's practice is complete when
 * every ritual of the day is done, every habit due that day is done and at least one meditation is
 * completed. Its share done so far is
 *
 *   f(d) = (min(rituals done, rituals) + min(habits done, habits due) + min(meditations, 1))
 *          / (rituals + habits due + 1)
 *
 * and, with S the day before's score and r the share of complete days among the 7 ending that day,
 *
 *   a day with practice:     S(d) = min(100, max(S + n,  round(S + (100 - S) * f / 4),  round(70 * f + 30 * r)))
 *   a day without practice:  S(d) = max(0, S - 10)       (today, still open: S; a rest day: S)
 *
 * where n is the number of parts of the day done (each ritual, each habit, the meditation). So every
 * act raises today's figure by at least a point (until it reads 100) and none lowers it;
 * a complete day reads at least 70 % from the first day; a week of complete days reads 100 %; each
 * day without practice takes off at most 10 points, never below 0. The score starts at 0 on the first
 * day of the 30 days ending today: a new member reads 0 % until they practise.
 */
export const COHERENCE_DAYS = 30;
/** The one sentence shown wherever coherence appears. */
export const COHERENCE_EXPLANATION =
  'Coherence rises with every ritual, habit and meditation today: a complete day reads at least 70%, and each day without practice takes off at most 10 points.';
const COMPLETE_DAY_FLOOR = 70;
const MISSED_DAY_LOSS = 10;
/** A complete day closes a quarter of the gap to 100 on top of the day before. */
const GAP_CLOSED_BY_COMPLETE_DAY = 1 / 4;
const RECENT_DAYS = 7;

export type CoherenceDay = {
  day: Day;
  rituals: number;
  ritualsDone: number;
  /** Daily habits active that day, plus weekly and monthly habits done that day. */
  habitsDue: number;
  habitsDone: number;
  meditations: number;
  rest: boolean;
};

export const emptyCoherenceDay = (day: Day): CoherenceDay => ({
  day,
  rituals: 0,
  ritualsDone: 0,
  habitsDue: 0,
  habitsDone: 0,
  meditations: 0,
  rest: false,
});

const partsDone = (day: CoherenceDay) =>
  Math.min(day.ritualsDone, day.rituals) +
  Math.min(day.habitsDone, day.habitsDue) +
  Math.min(day.meditations, 1);

/** The share of the day's practice done, 0 to 1. */
export function dayCompletion(day: CoherenceDay): number {
  return partsDone(day) / (day.rituals + day.habitsDue + 1);
}

const practised = (day: CoherenceDay) => day.ritualsDone + day.habitsDone + day.meditations > 0;

/**
 * Today's coherence (0-100, whole percent) from the days of the window; days missing from `days` had
 * nothing recorded. Entries outside the COHERENCE_DAYS window ending `today` are ignored.
 */
export function coherenceToday(days: Iterable<CoherenceDay>, today: Day): number {
  const byDay = new Map<Day, CoherenceDay>();
  for (const entry of days) byDay.set(entry.day, entry);
  const window = Array.from({ length: COHERENCE_DAYS }, (_, index) => {
    const day = addDays(today, index - COHERENCE_DAYS + 1);
    return byDay.get(day) ?? emptyCoherenceDay(day);
  });
  let score = 0;
  const complete: boolean[] = [];
  for (const entry of window) {
    const share = dayCompletion(entry);
    complete.push(share === 1);
    if (practised(entry)) {
      const recent = complete.slice(-RECENT_DAYS).filter(Boolean).length / RECENT_DAYS;
      score = Math.min(
        100,
        Math.max(
          score + partsDone(entry),
          Math.round(score + (100 - score) * share * GAP_CLOSED_BY_COMPLETE_DAY),
          Math.round(COMPLETE_DAY_FLOOR * share + (100 - COMPLETE_DAY_FLOOR) * recent),
        ),
      );
    } else if (!entry.rest && entry.day !== today) {
      score = Math.max(0, score - MISSED_DAY_LOSS);
    }
  }
  return score;
}
