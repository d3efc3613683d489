import type { CoachContext } from '#domain/coach/coach';
import { normalise } from '#domain/coach/normalise';
import { openPage, withGoal, SAVING_GOAL, type CoachAnswer } from './shared';

const DEBT_GOAL = /debt|card|loan|pay ?off|owe|overdraft/i;
const DEBT_OR_SAVING = /\b(or|before|first|instead)\b/;
const SAVING_WORDS = /\b(save|saving|savings|emergency|fund|cushion)\b/;

export function debt(context: CoachContext, message: string): CoachAnswer {
  const text = normalise(message);
  if (DEBT_OR_SAVING.test(text) && SAVING_WORDS.test(text)) return debtOrSaving(context);
  return withGoal(
    'debt',
    [
      'Debt shrinks fastest with one target at a time.',
      'List each debt with its balance and interest rate, and pay the minimum on all of them.',
      'Put every spare dollar on one: the highest rate saves the most interest, the smallest balance gives the quickest win.',
      'A polite call to your lender or card issuer asking for a lower rate sometimes works, so it is worth five minutes.',
    ],
    context.goals.find((candidate) => DEBT_GOAL.test(candidate.title)) ?? null,
    openPage('Set a debt payoff goal', '/goals'),
  );
}

/** "Pay off the card or build the fund first?": a common order, said as one, with the member's fund. */
function debtOrSaving(context: CoachContext): CoachAnswer {
  return withGoal(
    'debt',
    [
      'A common order is to do both, in turn.',
      'First keep a small cushion, enough for one surprise bill, so the next emergency does not go on the card.',
      'Then pay the minimum on everything and put every spare dollar on the debt with the highest interest rate: card interest usually costs far more than savings earn.',
      'Once the card is paid off, send what you were paying it into the fund.',
    ],
    context.goals.find((candidate) => SAVING_GOAL.test(candidate.title)) ?? null,
    openPage('Set a debt payoff goal', '/goals'),
  );
}
