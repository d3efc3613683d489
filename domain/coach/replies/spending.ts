import { normalise } from '#domain/coach/normalise';
import { addHabit, type CoachAnswer } from './shared';

const SPENDING_GUILT = /\b(guilt\w*|ashamed|deserve|treat (myself|yourself)|on myself)\b/;
const MAKE_A_BUDGET =
  /\b((make|build|create|start|set up|write|plan|do) (a |my |our )?(monthly |weekly )?budget|budgeting|how to budget|budget for)\b/;

export function spending(message: string): CoachAnswer {
  const text = normalise(message);
  if (MAKE_A_BUDGET.test(text))
    return {
      topic: 'spending',
      text: 'Start from last month rather than a wish. Write down what came in, then the fixed bills (rent, utilities, the minimum on each debt), then everything else in a few groups such as food, transport and fun. Choose an amount to save on payday and treat it as a bill. What is left is for spending. Five minutes each week to compare what you spent with the plan keeps it honest, and the plan gets better each month.',
      action: addHabit('Add a weekly budget review'),
    };
  if (SPENDING_GUILT.test(text))
    return {
      topic: 'spending',
      text: 'Spending on yourself is not a failure when it is planned. Once the bills and your saving are paid, choose a set amount each month that is yours to spend on anything, without explaining it to anyone. When it is gone, wait for next month. Guilt usually eases when the money for what matters is already set aside, so the treat takes nothing from it.',
      action: addHabit('Add a weekly money review'),
    };
  const takeout = /\b(take ?out|takeaway|eating out|delivery)\b/.test(text);
  return {
    topic: 'spending',
    text: [
      'Overspending is usually a habit loop, not a lack of willpower.',
      'Look over the last two weeks of spending and mark what you would happily buy again and what you would not.',
      'For the rest, wait 24 hours before any purchase you don’t need, and remove saved cards from shopping apps.',
      takeout
        ? 'For takeout, keep two easy meals at home for tired evenings, and set one weekly treat you enjoy without guilt.'
        : 'Plan one no-spend day a week and enjoy what you already have that day.',
    ].join(' '),
    action: addHabit('Add a weekly no-spend day'),
  };
}
