import type { CoachContext, CoachGoal } from './coach';
import { articleFor } from './words';
import { formatUsd } from '#domain/goals/goals';

/**
 * Goal arithmetic shared by the built-in coach's answers (domain/coach/replies.ts) and the Monday
 * plan, which is written from the member's context (domain/coach/coach.ts).
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

function habitAdvice(context: CoachContext): string | null {
  const [best] = context.habits;
  const stalled = context.habits.find((habit) => habit.streak === 0);
  if (!best) return null;
  if (best.streak === 0) return `None of your habits has a running streak: start with '${best.title}' today.`;
  const stall = stalled ? ` '${stalled.title}' has no streak yet: pair it with '${best.title}'.` : '';
  const unit = best.frequency === 'daily' ? 'day' : best.frequency === 'weekly' ? 'week' : 'month';
  return `'${best.title}' is on ${articleFor(best.streak)} ${best.streak}-${unit} streak: protect it.${stall}`;
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
