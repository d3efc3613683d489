import type { CoachContext, CoachGoal } from '#domain/coach/coach';
import type { BudgetFigures, PlanFigures } from '#domain/coach/budget-figures';
import type { CoachTopic } from '#domain/coach/topics';
import { plural } from '#domain/coach/words';
import { formatUsd } from '#domain/goals/goals';
import { addHabit, goalAction, SAVING_GOAL, type CoachAnswer } from './shared';

const percent = (part: number, whole: number) => Math.round((100 * part) / whole);
// Weekly and yearly figures become monthly ones with cents: a plan reads in whole dollars.
const usd = (value: number) => formatUsd(Math.round(value));

/** How long the target takes to reach the goal she named, else her savings goal's remaining amount. */
function timeToGoal(figures: BudgetFigures, target: number, goals: CoachGoal[]): string {
  if (figures.goal !== null)
    return `At ${usd(target)} a month, ${usd(figures.goal)} takes ${plural(Math.ceil(figures.goal / target), 'month')}.`;
  const goal = goals.find(
    (candidate) => SAVING_GOAL.test(candidate.title) && candidate.targetAmount !== null,
  );
  if (!goal || goal.targetAmount === null) return '';
  const left = goal.targetAmount * (1 - goal.progress / 100);
  if (left <= 0) return '';
  return `At ${usd(target)} a month, the ${usd(left)} left on your '${goal.title}' goal takes ${plural(Math.ceil(left / target), 'month')}.`;
}

/**
 * A monthly plan from the member's own figures (domain/coach/budget-figures.ts), checked: costs above
 * take-home and a target above what is left are said plainly, never papered over.
 */
export function budgetPlan(topic: CoachTopic, figures: PlanFigures, context: CoachContext): CoachAnswer {
  const { income, target } = figures;
  const costs = figures.costs ?? 0;
  const left = income - costs;
  const goal = context.goals.find((candidate) => SAVING_GOAL.test(candidate.title)) ?? null;
  const action = goal ? goalAction(goal, 'Log a deposit to') : addHabit('Add a payday saving habit');
  const names = figures.costNames;
  const spent =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'bills');
  const start =
    figures.costs !== null
      ? `From your figures: ${usd(income)} take-home less ${usd(costs)} for ${spent} leaves ${usd(left)} a month.`
      : `From your figures: you take home ${usd(income)} a month.`;
  if (left <= 0)
    return {
      topic,
      text: `Your ${spent} (${usd(costs)}) come to more than your ${usd(income)} take-home, so there is nothing left to save from yet. Before any saving, the first step is closing that gap: a cheaper bill, a payment plan, or more income. A free non-profit money adviser can go through it with you.`,
      action: addHabit('Add a weekly budget review'),
    };
  if (target > left)
    return {
      topic,
      text: `${start} Saving ${usd(target)} is more than that, so this plan does not add up yet, and it is better to know now. Start with an amount that still leaves money for food and transport, and raise it when a bill goes down or your pay goes up.`,
      action,
    };
  return {
    topic,
    text: [
      start,
      `Saving ${usd(target)} is ${percent(target, income)}% of your take-home and ${percent(target, left)}% of what is left, so it fits, with ${usd(left - target)} for food, transport and everything else.`,
      'Move it on payday by automatic transfer, before anything else gets spent.',
      timeToGoal(figures, target, context.goals),
    ]
      .filter(Boolean)
      .join(' '),
    action,
  };
}
