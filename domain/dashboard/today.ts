import { FIRST_SESSION_ID, type Intention } from '#domain/onboarding/onboarding';
import { MEDITATION_LIBRARY, type MeditationTheme } from '#domain/meditation/library';

/**
 * The dashboard's Today card (docs/dashboard.md, "Today"): what to do next and how much of today is
 * done. Every figure here is computed from the member's own records; nothing is estimated.
 */

/**
 * The library themes each onboarding intention leans on, best first. A member whose plan opens none
 * of a theme's sessions falls through to the next theme; abundance closes every list because the free
 * library always holds one.
 */
const INTENTION_THEMES: Record<Intention['id'], readonly MeditationTheme[]> = {
  'money-calm': ['abundance', 'gratitude'],
  earning: ['confidence', 'focus', 'abundance'],
  saving: ['gratitude', 'abundance'],
  focus: ['focus', 'abundance'],
  sleep: ['sleep', 'evening', 'abundance'],
  confidence: ['confidence', 'abundance'],
  own: ['abundance'],
};

/**
 * Today's recommended session: the five-minute beginners' session until the member has finished a
 * session, then one session of their intention's first theme their plan opens, a different one each
 * day (the day number picks it), so the card does not repeat the same title all week.
 */
export function recommendedSessionId(input: {
  intention: Intention | null;
  hasFinishedASession: boolean;
  /** Library session ids the member's plan opens (GET /api/meditations, `locked` false). */
  openSessionIds: ReadonlySet<string>;
  /** Days since the epoch of the member's today (dayNumber in dates.ts). */
  dayNumber: number;
}): string {
  if (!input.hasFinishedASession) return FIRST_SESSION_ID;
  const themes = INTENTION_THEMES[input.intention?.id ?? 'own'];
  for (const theme of themes) {
    const choices = MEDITATION_LIBRARY.filter(
      (session) =>
        session.theme === theme && session.id !== FIRST_SESSION_ID && input.openSessionIds.has(session.id),
    );
    if (choices.length > 0) return choices[input.dayNumber % choices.length]!.id;
  }
  return FIRST_SESSION_ID;
}

/** One of today's rings: how many of `total` are done (total 0 means nothing is due). */
export type Ring = { done: number; total: number };

/** Habits in force today: not archived and not skipped for the period holding today. */
export function habitsRing(
  habits: readonly { isArchived: boolean; isSkipped: boolean; isCompleted: boolean }[],
): Ring {
  const due = habits.filter((habit) => !habit.isArchived && !habit.isSkipped);
  return { done: due.filter((habit) => habit.isCompleted).length, total: due.length };
}

export function ritualsRing(rituals: readonly { isCompleted: boolean }[]): Ring {
  return { done: rituals.filter((ritual) => ritual.isCompleted).length, total: rituals.length };
}

/** The meditation ring is one session a day: done once any session was finished on the member's today. */
export function meditationRing(finishedDays: readonly string[], today: string): Ring {
  return { done: finishedDays.includes(today) ? 1 : 0, total: 1 };
}

/** Share of a ring that is filled, 0 to 1; an empty ring (nothing due) reads 0. */
export const ringShare = ({ done, total }: Ring): number => (total === 0 ? 0 : Math.min(1, done / total));

/** The ring's words for screen readers and the caption under it. */
export function ringText(name: string, { done, total }: Ring): string {
  if (total === 0) return `${name}: none due today`;
  return `${name}: ${done} of ${total} done`;
}

/**
 * The order of the next thing to do: a program's open day first (the member chose it), then today's
 * session until one is finished, then today's affirmations until some are written, then the rituals
 * left. When all of that is done the card says so and offers the moon's note.
 */
export type NextStep =
  | { kind: 'program' }
  | { kind: 'session' }
  | { kind: 'affirmations' }
  | { kind: 'rituals'; left: number }
  | { kind: 'done' };

export function nextStep(input: {
  programDayOpen: boolean;
  meditation: Ring;
  hasAffirmations: boolean;
  rituals: Ring;
}): NextStep {
  if (input.programDayOpen) return { kind: 'program' };
  if (input.meditation.done < input.meditation.total) return { kind: 'session' };
  if (!input.hasAffirmations) return { kind: 'affirmations' };
  const left = input.rituals.total - input.rituals.done;
  if (left > 0) return { kind: 'rituals', left };
  return { kind: 'done' };
}

/** Streak lengths that earn a short celebration the day they are reached (docs/dashboard.md). */
const STREAK_MILESTONES = [3, 7, 14, 30, 100] as const;

/** The highest milestone passed when a streak moves from `before` to `after`, or null. */
export function streakMilestoneReached(before: number, after: number): number | null {
  if (after <= before) return null;
  const passed = STREAK_MILESTONES.filter((milestone) => before < milestone && after >= milestone);
  return passed.at(-1) ?? null;
}

/** The rest-day offer waits for the first practice: XP (level above 1 or progress in it) only comes from practice. */
export const hasPractised = (user: { quantumLevel: number; levelProgress: number }): boolean =>
  user.quantumLevel > 1 || user.levelProgress > 0;
