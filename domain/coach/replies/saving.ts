import type { CoachContext } from '#domain/coach/coach';
import { normalise } from '#domain/coach/normalise';
import { formatUsd } from '#domain/goals/goals';
import { openPage, withGoal, amountIn, SAVING_GOAL, type CoachAnswer } from './shared';

export function saving(context: CoachContext, message: string): CoachAnswer {
  const amount = amountIn(message);
  const perWeek = amount && /\b(a|per|each|every) week\b|\bweekly\b/.test(normalise(message));
  return withGoal(
    'saving',
    [
      'Saving works best when it happens before you can spend it.',
      'Set an automatic transfer on payday into a separate account, even a small one, and leave it alone.',
      perWeek && amount
        ? `${amount.text} a week adds up to about ${formatUsd((amount.value * 52) / 12)} a month and ${formatUsd(amount.value * 52)} a year.`
        : '',
      'Build a small emergency cushion first, then raise the amount each time your income grows.',
    ],
    context.goals.find((candidate) => SAVING_GOAL.test(candidate.title)) ?? null,
    openPage('Set a savings goal', '/goals'),
    'Log a deposit to',
  );
}
