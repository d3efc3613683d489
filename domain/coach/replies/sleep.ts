import { normalise } from '#domain/coach/normalise';
import { sessionAction, type CoachAnswer } from './shared';

/** Awake in the night, now or often: the answer is to help back to sleep, not a plan for the morning. */
const AWAKE_AT_NIGHT =
  /\b(wak(e|es|ing) up (at|around|in the)|waking (at|around|in the)|awake (at|around|until)|up at [1-5] ?am|[1-5] ?am\b|middle of the night|lying awake|can'?t (get back to |fall )?sleep|at night|insomnia)/;
const MONEY_WORRY = /\b(bills?|rent|debts?|loans?|cards?|money|payments?|overdraft|mortgage|owe)\b/;
/** "the Visa bill", "my rent": the worry in her own words, to echo in one line. */
const NAMED_WORRY =
  /\b(?:the|my|that|this|our)\s+((?:[a-z][\w'-]*\s+)?(?:bills?|rent|debts?|loans?|card|payments?|overdraft|mortgage))\b/i;

function moneyLine(message: string): string {
  if (!MONEY_WORRY.test(normalise(message))) return '';
  const named = NAMED_WORRY.exec(message)?.[1] ?? /\b(rent|mortgage)\b/i.exec(message)?.[1];
  const worry = named ? `the ${named}` : 'the money worry';
  return `Write ${worry} on a note by the bed, with one step for tomorrow: it will still be there after breakfast, and it is easier to face in daylight.`;
}

export function sleep(message: string): CoachAnswer {
  if (AWAKE_AT_NIGHT.test(normalise(message)))
    return {
      topic: 'sleep',
      text: [
        'Waking in the night with your mind racing is hard, and nothing needs solving before morning.',
        'Put on a sleep story with the volume low: The Night Ferry is a slow, calm crossing for exactly this, and the timer stops it when it ends.',
        'Breathe out for longer than you breathe in, in for four and out for six.',
        moneyLine(message),
        'If poor sleep lasts for weeks, talk to a doctor.',
      ]
        .filter(Boolean)
        .join(' '),
      action: sessionAction('night-ferry'),
    };
  return {
    topic: 'sleep',
    text: 'A calmer evening helps more than any single trick. Tonight, put screens away 30 minutes before bed, write tomorrow’s to-do list so your mind can let it go, and keep the room cool and dark. If thoughts race, breathe out for longer than you breathe in: in for four, out for six. Slow Descent to Sleep is a guided session made for lying down. If poor sleep lasts for weeks, talk to a doctor.',
    action: sessionAction('sleep-descent'),
  };
}
