import { DAY_MS, dayNumber, type Day } from '#domain/shared/dates';
import type { DailyPractice } from './practice';

/**
 * The one forgiving streak rule (docs/practice.md). Walk the units (days, or a habit's weeks or
 * months) oldest first; each one is `done`, `rest` (a rest day or a skipped habit period) or `missed`:
 *
 * - done: the streak grows by one. Every FREEZE_EVERY done units in a row earn a streak freeze,
 *   at most MAX_BANKED_FREEZES banked.
 * - rest: transparent. It neither breaks nor extends the streak, and does not interrupt the count
 *   toward the next freeze (rests are skipped before anything else is looked at).
 * - missed, and it is the current unit: nothing yet (the day, week or month is still open).
 * - missed, alone (the units either side, rests skipped, are not closed misses), with a freeze
 *   banked and a streak to protect: a freeze is spent on it. The streak keeps its length but does
 *   not grow, and the count toward the next freeze starts again.
 * - any other miss (two or more in a row, or no freeze left): the streak ends, and takes its
 *   banked freezes and its count toward the next one with it.
 *
 * A pure function of the units, so it is the same on every instance: freezes are derived from the
 * practice record. A streak anchor (docs/decisions/0010-streak-anchors.md) keeps the walk's state,
 * freezes included, at one past period only as a cache, forgotten by any change at or before it.
 */
const FREEZE_EVERY = 7;
export const MAX_BANKED_FREEZES = 2;

export type UnitStatus = 'done' | 'rest' | 'missed';

export type StreakWalk = {
  streak: number;
  freezesBanked: number;
  /** Indexes of the units a freeze covered, in the current streak only. */
  frozen: number[];
  /** Index of the first done unit of the current streak, or null when there is none. */
  startedAt: number | null;
  /**
   * True when the walk saw a certain break (two closed misses in a row, rests skipped) before the
   * current streak began: then nothing before the first unit can change the result.
   */
  settled: boolean;
  /** Done units in a row since the last break or freeze: the count toward the next freeze. */
  inARow: number;
};

/**
 * What the walk carries from one unit to the next after a done unit: a walk of the later units that
 * starts from it gives exactly the walk of all units (a done unit decides nothing about its
 * neighbours, and only a miss looks at the units either side).
 */
export type WalkState = Pick<StreakWalk, 'streak' | 'freezesBanked' | 'inARow'>;

/**
 * The walk over `statuses`, from nothing or, with `after`, resumed from the state just after a done
 * unit that precedes them. A resumed walk's indexes (frozen, startedAt) count from its own first unit,
 * and it is settled: nothing before its start can change it.
 */
export function walkStreak(statuses: readonly UnitStatus[], after?: WalkState): StreakWalk {
  const last = statuses.length - 1;
  // Rests are transparent: walk only the units that are done or missed, remembering their index.
  const units: { index: number; status: 'done' | 'missed' }[] = [];
  statuses.forEach((status, index) => {
    if (status !== 'rest') units.push({ index, status });
  });
  const closedMiss = (position: number) => {
    const unit = units[position];
    return unit !== undefined && unit.status === 'missed' && unit.index !== last;
  };
  const walk: StreakWalk = {
    streak: after?.streak ?? 0,
    freezesBanked: after?.freezesBanked ?? 0,
    frozen: [],
    startedAt: null,
    settled: after !== undefined,
    inARow: after?.inARow ?? 0,
  };
  units.forEach(({ index, status }, position) => {
    if (status === 'done') {
      if (walk.streak === 0) walk.startedAt = index;
      walk.streak += 1;
      walk.inARow += 1;
      if (walk.inARow % FREEZE_EVERY === 0)
        walk.freezesBanked = Math.min(MAX_BANKED_FREEZES, walk.freezesBanked + 1);
      return;
    }
    if (index === last) return;
    const alone = !closedMiss(position - 1) && !closedMiss(position + 1);
    if (alone && walk.streak > 0 && walk.freezesBanked > 0) {
      walk.freezesBanked -= 1;
      walk.frozen.push(index);
      walk.inARow = 0;
      return;
    }
    if (closedMiss(position - 1) || closedMiss(position + 1)) walk.settled = true;
    Object.assign(walk, { streak: 0, freezesBanked: 0, frozen: [], startedAt: null, inARow: 0 });
  });
  return walk;
}

export type DayStreak = WalkState & {
  /** The latest missed day of the current streak that a freeze covered, or null. */
  freezeUsedOn: Day | null;
  /** First practice day of the current streak. */
  since: Day | null;
  /** Whether days before `from` could have changed the result (see StreakWalk.settled). */
  settled: boolean;
};

/**
 * Where the practice streak's walk can resume: its state just after the practised day `day`. Only
 * that day and the ones before it decide it (see WalkState), so it holds until practice on or before
 * `day` changes.
 */
export type PracticeAnchor = Omit<DayStreak, 'settled'> & { day: Day };

/**
 * The practice streak on the member's local `today`: the rule above over the days from `from`
 * (default: the first practice day) to today, or from the day after `anchor`, resumed from it. A day
 * is done when anything was practised on it and rest when it is one of the member's rest days and
 * nothing was practised. Days are calendar days in the member's zone, so time-zone changes and
 * daylight saving never move one.
 */
export function practiceStreak(
  practised: Iterable<Day>,
  restDays: Iterable<Day>,
  today: Day,
  { from, anchor }: { from?: Day; anchor?: PracticeAnchor } = {},
): DayStreak {
  const todayNumber = dayNumber(today);
  const done = new Set<number>();
  for (const day of practised) if (dayNumber(day) <= todayNumber) done.add(dayNumber(day));
  const rest = new Set<number>();
  for (const day of restDays) rest.add(dayNumber(day));
  let first = anchor ? dayNumber(anchor.day) + 1 : from !== undefined ? dayNumber(from) : todayNumber;
  if (!anchor && from === undefined) for (const day of done) first = Math.min(first, day);
  const statuses: UnitStatus[] = [];
  for (let day = first; day <= todayNumber; day += 1)
    statuses.push(done.has(day) ? 'done' : rest.has(day) ? 'rest' : 'missed');
  const walk = walkStreak(statuses, anchor);
  const dayAt = (index: number) => new Date((first + index) * DAY_MS).toISOString().slice(0, 10);
  // A streak the walk never broke goes on from the anchor's, with its first day and its freezes.
  const carried = anchor !== undefined && walk.startedAt === null && walk.streak > 0;
  const lastFrozen = walk.frozen.at(-1);
  return {
    streak: walk.streak,
    freezesBanked: walk.freezesBanked,
    inARow: walk.inARow,
    freezeUsedOn: lastFrozen !== undefined ? dayAt(lastFrozen) : carried ? anchor.freezeUsedOn : null,
    since: walk.startedAt !== null ? dayAt(walk.startedAt) : carried ? anchor.since : null,
    settled: walk.settled || from === undefined,
  };
}

/**
 * The practice anchor at the latest practised day before `before`, walked from `base` (or from the
 * first practice day); `base` itself (or null) when nothing later before `before` was practised.
 */
export function practiceAnchorBefore(
  practised: Iterable<Day>,
  restDays: Iterable<Day>,
  before: Day,
  base?: PracticeAnchor,
): PracticeAnchor | null {
  let latest: Day | undefined;
  for (const day of practised)
    if (day < before && (!base || day > base.day) && (latest === undefined || day > latest)) latest = day;
  if (latest === undefined) return base ?? null;
  const { settled: _settled, ...state } = practiceStreak(practised, restDays, latest, { anchor: base });
  return { ...state, day: latest };
}

const activeDays = (days: Iterable<DailyPractice>): Day[] =>
  [...days].filter((entry) => entry.rituals + entry.habits + entry.meditations > 0).map((entry) => entry.day);

/** The practice streak's length (see practiceStreak), from the per-day practice. */
export function dayStreak(days: Iterable<DailyPractice>, today: Day, restDays: Iterable<Day> = []): number {
  return practiceStreak(activeDays(days), restDays, today).streak;
}

/** The same streak over the plain list of days on which the user practised. */
export function streakOfDays(days: Iterable<Day>, today: Day, restDays: Iterable<Day> = []): number {
  return practiceStreak(days, restDays, today).streak;
}
