import type { CoachContext, CoachGoal } from './coach';
import { formatUsd } from './goals';

/**
 * The built-in coach: plain rules over the member's context (domain/coach.ts), used when no chat
 * model is configured and for the Monday plan. It never claims to be a model; the page labels it.
 */

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The goal furthest behind its schedule (time used minus work done), if any is behind at all. */
export function goalMostBehind(goals: CoachGoal[]): CoachGoal | null {
  const behind = goals
    .filter((goal) => goal.timeUsedPercent > goal.progress)
    .sort((a, b) => b.timeUsedPercent - b.progress - (a.timeUsedPercent - a.progress));
  return behind[0] ?? null;
}

/** "$N a week closes the gap": what is left of the target over the weeks left (at least one). */
export function weeklyAmountToClose(goal: CoachGoal): number | null {
  if (goal.targetAmount === null) return null;
  const left = goal.targetAmount * (1 - goal.progress / 100);
  return Math.ceil(left / Math.max(1, Math.ceil(goal.daysLeft / 7)));
}

export function goalAdvice(goal: CoachGoal): string {
  const head = `Your '${goal.title}' goal is ${goal.progress}% done with ${goal.timeUsedPercent}% of its time gone`;
  const weekly = weeklyAmountToClose(goal);
  if (goal.daysLeft === 0) return `${head}, and its date has come: set a new date or a smaller next step.`;
  if (weekly !== null) return `${head}; ${formatUsd(weekly)} a week closes the gap in ${goal.daysLeft} days.`;
  const perWeek = Math.ceil((100 - goal.progress) / Math.max(1, Math.ceil(goal.daysLeft / 7)));
  return `${head}; ${perWeek} percentage points a week closes the gap in ${goal.daysLeft} days.`;
}

function practiceAdvice(context: CoachContext): string {
  const lastWeek = context.days.slice(-7);
  const weekBefore = context.days.slice(0, 7);
  const minutes = sum(lastWeek.map((day) => day.meditationMinutes));
  const before = sum(weekBefore.map((day) => day.meditationMinutes));
  const quiet = lastWeek.filter((day) => day.meditationMinutes + day.rituals + day.habits === 0).length;
  if (minutes === 0 && before === 0)
    return 'You have not meditated in the last 14 days: a 12-minute session today is a good restart.';
  const trend =
    minutes >= before ? `up from ${before} the week before` : `down from ${before} the week before`;
  const gaps =
    quiet > 0
      ? ` ${quiet} of the last 7 days had no practice at all.`
      : ' You practised every day this week.';
  return `You meditated ${minutes} minutes in the last 7 days, ${trend}.${gaps}`;
}

function energyAdvice(context: CoachContext): string | null {
  const withMeditation = context.days.filter((day) => day.energy !== null && day.meditationMinutes > 0);
  const without = context.days.filter((day) => day.energy !== null && day.meditationMinutes === 0);
  if (withMeditation.length < 3 || without.length < 3) return null;
  const mean = (days: typeof without) => sum(days.map((day) => day.energy ?? 0)) / days.length;
  const difference = Math.round((mean(withMeditation) - mean(without)) * 10) / 10;
  if (difference === 0) return null;
  const direction = difference > 0 ? 'higher' : 'lower';
  return `Your energy check-ins were ${Math.abs(difference)} points ${direction} on the ${withMeditation.length} days you meditated than on the ${without.length} days you did not.`;
}

function habitAdvice(context: CoachContext): string | null {
  const [best] = context.habits;
  const stalled = context.habits.find((habit) => habit.streak === 0);
  if (!best) return null;
  if (best.streak === 0) return `None of your habits has a running streak: start with '${best.title}' today.`;
  const stall = stalled ? ` '${stalled.title}' has no streak yet: pair it with '${best.title}'.` : '';
  return `'${best.title}' is on a ${best.streak}-${best.frequency === 'daily' ? 'day' : best.frequency === 'weekly' ? 'week' : 'month'} streak: protect it.${stall}`;
}

function moonAdvice(context: CoachContext): string | null {
  return context.moonPhase ? `Today's moon is ${context.moonPhase}.` : null;
}

const TOPICS: { pattern: RegExp; advice: (context: CoachContext) => string | null }[] = [
  { pattern: /goal|money|save|saving|fund|debt|income|\$/i, advice: (c) => topGoalAdvice(c) },
  { pattern: /energy|tired|mood|feel/i, advice: energyAdvice },
  { pattern: /habit|streak|routine/i, advice: habitAdvice },
  { pattern: /meditat|practice|calm|focus/i, advice: practiceAdvice },
  { pattern: /moon|cosmic|astro/i, advice: moonAdvice },
];

function topGoalAdvice(context: CoachContext): string | null {
  const goal = goalMostBehind(context.goals) ?? context.goals[0];
  if (!goal) return 'You have no open goals: set one on the Quantum Goals page so we can plan toward it.';
  return goalAdvice(goal);
}

/** A reply to `message`: the topics it names first, then the rest, at most four sentences. */
export function builtInReply(context: CoachContext, message: string): string {
  const named = TOPICS.filter((topic) => topic.pattern.test(message));
  const ordered = [...named, ...TOPICS.filter((topic) => !named.includes(topic))];
  const sentences = ordered
    .map((topic) => topic.advice(context))
    .filter((line): line is string => line !== null);
  const greeting = context.firstName
    ? `${context.firstName}, here is where you stand.`
    : 'Here is where you stand.';
  return [greeting, ...sentences.slice(0, 4)].join(' ');
}

/** The plan written every Monday (docs/coach.md): one line per part of the practice. */
export function weeklyPlan(context: CoachContext): string {
  const minutes = sum(context.days.map((day) => day.meditationMinutes));
  const weeklyTarget = Math.max(60, Math.ceil(((minutes / 2) * 1.1) / 5) * 5);
  const lines = [`Your plan for the week of ${context.today}:`];
  lines.push(`- Meditate ${weeklyTarget} minutes this week (about ${Math.ceil(weeklyTarget / 7)} a day).`);
  const goal = goalMostBehind(context.goals) ?? context.goals[0];
  if (goal) lines.push(`- ${goalAdvice(goal)}`);
  const habit = habitAdvice(context);
  if (habit) lines.push(`- ${habit}`);
  const checkIns = context.days.slice(-7).filter((day) => day.energy !== null).length;
  lines.push(`- Check in your energy every day (${checkIns} of the last 7 days had a check-in).`);
  return lines.join('\n');
}
