import type { CoachContext } from '#domain/coach/coach';
import { goalMostBehind } from '#domain/coach/rules';
import { normalise } from '#domain/coach/normalise';
import { openPage, goalAction, withGoal, addHabit, SAVING_GOAL, type CoachAnswer } from './shared';

const INCOME_GOAL = /income|earn|side|business|client|freelanc/i;
const RAISE_GOAL = /raise|salary|promotion/i;

const EARNING_WIN =
  /\b(got|get|getting|landed|won|signed) (a |my |the |an |our )?(raise|pay rise|promotion|new job|job offer|job|new client|client|contract|bonus)\b|\b(got|been|was|i'm|im) (promoted|hired)\b/;

function earningWin(context: CoachContext): CoachAnswer {
  const goal =
    context.goals.find((candidate) => SAVING_GOAL.test(candidate.title)) ?? context.goals[0] ?? null;
  return {
    topic: 'earning',
    text: [
      'Congratulations: that is a real result, and you earned it.',
      'Take a moment to enjoy it, and write down what got you there so you can do it again.',
      'Before the first bigger payment arrives, decide where the extra goes, for example part to a goal and part to enjoy, so it does not disappear into everyday spending.',
      goal ? `Your '${goal.title}' goal is ${goal.progress}% done.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    action: goal ? goalAction(goal) : openPage('Set a goal for the extra', '/goals'),
  };
}

const COMPARING =
  /\b(compar\w* (myself|me|us)|jealous|envy|envious|richer than (me|us)|(friends?|people|they) (earn|make|have) (more|so much))\b/;

function comparing(context: CoachContext): CoachAnswer {
  return withGoal(
    'earning',
    [
      'Comparing is natural, and it is rarely a fair contest: you see other people’s results, not their debts, their help or their luck.',
      'A fairer measure is you three months ago.',
      'Choose one thing this week that moves your own number, however small, and let that be the win you look at.',
    ],
    goalMostBehind(context.goals) ?? context.goals[0] ?? null,
    openPage('Set a goal of your own', '/goals'),
  );
}

export function earning(context: CoachContext, message: string): CoachAnswer {
  if (EARNING_WIN.test(normalise(message))) return earningWin(context);
  if (COMPARING.test(normalise(message))) return comparing(context);
  const raise = /\b(raise|salary|pay rise|promotion|boss|negotiat\w*)\b/.test(normalise(message));
  const advice = raise
    ? 'For a raise, write down three results you delivered, with numbers, and find the usual pay for your role. Then ask for a short meeting about pay, not a corridor chat, and name a figure. If the answer is not yet, ask what would make it yes and by when.'
    : 'Earning more usually comes from one clear ask or one extra stream. Pick one skill people already pay for, and offer it to three people you know this week. Put a price on it before you talk, and write down what happened after each conversation.';
  return withGoal(
    'earning',
    [advice],
    context.goals.find((candidate) => (raise ? RAISE_GOAL : INCOME_GOAL).test(candidate.title)) ?? null,
    addHabit('Add a weekly career habit'),
  );
}
