import { normalise } from '#domain/coach/normalise';
import { formatUsd } from '#domain/goals/goals';
import { sessionAction, addHabit, amountIn, type CoachAnswer } from './shared';

// A bill or a gap to close: without one, the answer is to see the numbers first.
const BILL_DUE = /\b(rent|bills?|owe|owing|due|short|afford|overdraft|overdrawn|utilities|pay for|payment)\b/;

const RENT_RISE =
  /\b(rais\w* (the |my |our )?rent|rent (is )?(going up|goes up|increase\w*|rise|rising|hike)|(increase|hike|rise) (in|of) (the |my |our )?rent)\b/;

/** A rent rise changes every month from a date: the answer is the budget, early, not a one-off gap. */
function rentRise(message: string): CoachAnswer {
  const amount = amountIn(message);
  const monthly = amount && /\b(a|per|each|every) month\b|\bmonthly\b/.test(normalise(message));
  return {
    topic: 'money-stress',
    text: [
      'A rent rise is unsettling, and planning for it early makes it easier.',
      monthly && amount ? `${amount.text} a month is ${formatUsd(amount.value * 12)} over a year.` : '',
      'This week, redo your monthly budget with the new rent in it and find where the difference comes from: a subscription, a smaller grocery list, or extra income.',
      'It is also worth asking your landlord, politely and in writing, whether the rise can be smaller or start later; some agree to keep a reliable tenant.',
      'If you are not sure the rise is allowed where you live, a local tenants’ advice service can tell you.',
    ]
      .filter(Boolean)
      .join(' '),
    action: addHabit('Add a weekly budget review'),
  };
}

export function moneyStress(message: string): CoachAnswer {
  const amount = amountIn(message);
  const text = normalise(message);
  if (RENT_RISE.test(text)) return rentRise(message);
  if (!amount && !BILL_DUE.test(text))
    return {
      topic: 'money-stress',
      text: 'Money feeling tight is stressful, and saying so is a good first step. Take a few slow breaths, then open your banking app and write down three numbers: what is in the account, what has to go out before payday, and what is left. A clear number is easier to face than a vague worry. If what is left is small, pick one easy win this week: pause a subscription, or sell one thing you no longer use.',
      action: sessionAction('first-breath'),
    };
  const rent = /\brent\b/.test(text);
  return {
    topic: 'money-stress',
    text: [
      'That sounds stressful; let’s make it smaller.',
      amount ? `You need ${amount.text}${rent ? ' before rent is due' : ''}.` : '',
      rent
        ? 'Today, write to your landlord before the due date and offer a specific date or a split payment; an early, concrete offer is usually welcome.'
        : 'Today, contact whoever you owe before the due date and offer a specific date or a split payment.',
      'Then list every bill due before your next payday, with rent and utilities first.',
      `Find the ${amount ? 'gap' : 'shortfall'} in pieces: sell one thing you no longer use, take an extra shift or small job, or pause a subscription for a month.`,
      'Before you make the call, take a few minutes to breathe.',
    ]
      .filter(Boolean)
      .join(' '),
    action: sessionAction('sunrise-breath'),
  };
}
