import {
  COACH_ACTION_LABEL_MAX,
  type CoachAction,
  type CoachContext,
  type CoachGoal,
  type CoachHabit,
} from '#domain/coach/coach';
import { normalise } from '#domain/coach/normalise';
import { type CoachTopic } from '#domain/coach/topics';
import { addDays, type Day } from '#domain/shared/dates';
import { articleFor, plural, shorten } from '#domain/coach/words';
import { formatUsd } from '#domain/goals/goals';
import { MEDITATION_LIBRARY } from '#domain/meditation/library';

/**
 * The built-in coach's answer to one message (docs/coach.md): the topic it is about, a short reply in
 * our own words that states facts about the member only from their context, and at most one next
 * step the member can tap.
 */
export type CoachAnswer = { topic: CoachTopic; text: string; action: CoachAction | null };

export const REMINDERS_HREF = '/profile#reminders-title';

export function sessionAction(sessionId: string): CoachAction {
  const session = MEDITATION_LIBRARY.find((candidate) => candidate.id === sessionId);
  if (!session) throw new Error(`unknown meditation session ${sessionId}`);
  return {
    kind: 'start-session',
    label: shorten(`Start ${session.title} (${session.duration} min)`, COACH_ACTION_LABEL_MAX),
    href: `/meditate?session=${session.id}`,
    sessionId: session.id,
  };
}

export const openPage = (label: string, href: string): CoachAction => ({ kind: 'open-page', label, href });

export const goalAction = (goal: CoachGoal, verb = 'Update'): CoachAction => ({
  kind: 'update-goal',
  label: shorten(`${verb} ${goal.title}`, COACH_ACTION_LABEL_MAX),
  href: '/goals',
  goalId: goal.id,
});

/** Advice, then the goal's own figures when the member has that goal; its action, else `fallback`. */
export function withGoal(
  topic: CoachTopic,
  advice: string[],
  goal: CoachGoal | null,
  fallback: CoachAction,
  verb?: string,
): CoachAnswer {
  return {
    topic,
    text: [...advice, goal ? goalStatus(goal) : ''].filter(Boolean).join(' '),
    action: goal ? goalAction(goal, verb) : fallback,
  };
}

export const habitAction = (habit: CoachHabit): CoachAction => ({
  kind: 'open-page',
  label: shorten(
    `${habit.doneThisPeriod || habit.skippedThisPeriod ? 'See' : 'Tick off'} ${habit.title}`,
    COACH_ACTION_LABEL_MAX,
  ),
  href: '/wealth-habits',
  habitId: habit.id,
});

export const addHabit = (label: string): CoachAction => ({
  kind: 'add-habit',
  label,
  href: '/wealth-habits',
});

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The first dollar amount in the message, as the member wrote it ("$300", "$1,200"). */
export function amountIn(message: string): { text: string; value: number } | null {
  const match = /\$\s?(\d[\d,]*(?:\.\d{1,2})?)/.exec(message);
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? { text: formatUsd(value), value } : null;
}

const periodWord = (habit: CoachHabit) =>
  habit.frequency === 'daily' ? 'day' : habit.frequency === 'weekly' ? 'week' : 'month';
export const thisPeriod = (habit: CoachHabit) =>
  habit.frequency === 'daily' ? 'today' : `this ${periodWord(habit)}`;

export function streakPhrase(habit: CoachHabit): string {
  return habit.streak > 0
    ? `is on ${articleFor(habit.streak)} ${habit.streak}-${periodWord(habit)} streak`
    : 'has no running streak yet';
}

export function goalStatus(goal: CoachGoal): string {
  const saved =
    goal.targetAmount !== null
      ? ` (${formatUsd((goal.targetAmount * goal.progress) / 100)} of ${formatUsd(goal.targetAmount)})`
      : '';
  if (goal.daysLeft === 0)
    return `Your '${goal.title}' goal is ${goal.progress}% done${saved}, and its date has come: choose a new date or a smaller next step.`;
  return `Your '${goal.title}' goal is ${goal.progress}% done${saved} with ${goal.timeUsedPercent}% of its time gone and ${plural(goal.daysLeft, 'day')} left.`;
}

export const SAVING_GOAL = /fund|sav|cushion|nest egg|rainy/i;

/** "Is my streak safe…?", "Did I meditate today?": a question the member expects a yes or no to. */
export const isYesNoQuestion = (message: string): boolean =>
  /^(is|are|am|was|were|will|would|can|could|do|does|did|should|have|has)\b/.test(normalise(message));

/** Habits that are neither done nor skipped in their current period: the only ones worth suggesting. */
export const openHabits = (context: CoachContext): CoachHabit[] =>
  context.habits.filter((habit) => !habit.doneThisPeriod && !habit.skippedThisPeriod);

/** "today", "yesterday", "on Friday, March 13": a day of the log as the member would say it. */
export function spokenDay(day: Day, today: Day): string {
  if (day === today) return 'today';
  if (day === addDays(today, -1)) return 'yesterday';
  const date = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `on ${date}`;
}
