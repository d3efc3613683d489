import type { CoachContext, CoachGoal } from '#domain/coach/coach';
import { goalMostBehind, weeklyAmountToClose } from '#domain/coach/rules';
import { normalise } from '#domain/coach/normalise';
import { formatUsd } from '#domain/goals/goals';
import { openPage, goalAction, goalStatus, isYesNoQuestion, type CoachAnswer } from './shared';

function goalPace(goal: CoachGoal): string {
  if (goal.daysLeft === 0) return '';
  const lag = goal.timeUsedPercent - goal.progress;
  const weekly = weeklyAmountToClose(goal);
  const pace =
    weekly !== null
      ? `${formatUsd(weekly)} a week`
      : `${Math.ceil((100 - goal.progress) / Math.max(1, Math.ceil(goal.daysLeft / 7)))} percentage points a week`;
  // Within 5 points of the schedule either way reads as on schedule: a day's rounding is not news.
  const where =
    lag > 5
      ? 'You are behind schedule: about'
      : lag < -5
        ? 'You are ahead of schedule; about'
        : 'You are about on schedule;';
  const close = lag > 5 ? 'closes the gap' : 'reaches it on time';
  return ` ${where} ${pace} ${close}. ${goalStep(goal, weekly !== null)}`;
}

// Money a goal earns is not money set aside: a side-income goal moves by paid work.
const EARNING_GOAL =
  /\b(income|earn\w*|side|hustle|gigs?|clients?|sales|revenue|raise|salary|freelanc\w*|business)\b/i;

function goalStep(goal: CoachGoal, inDollars: boolean): string {
  if (EARNING_GOAL.test(goal.title))
    return 'This week, pick one paid task that moves it, and update the goal when the money comes in.';
  if (!inDollars) return 'This week, take one step that moves it, and update the goal when you do.';
  return 'This week, set that amount aside on payday, ideally by automatic transfer, and update the goal when you do.';
}

/** "Am I on track…?", "Will I make it…?": the yes or no, by the same 5-point margin goalPace uses. */
const ON_TRACK = /\b(on track|behind|ahead|on schedule|make it|going to reach|reach it)\b/;

function onTrackAnswer(goal: CoachGoal, message: string): string {
  if (!isYesNoQuestion(message) || !ON_TRACK.test(normalise(message)) || goal.daysLeft === 0) return '';
  const behind = goal.timeUsedPercent - goal.progress > 5;
  // "Is it behind?" asks the other way round from "Is it on track?".
  if (/\bbehind\b/.test(normalise(message))) return behind ? 'Yes, it is behind. ' : 'No. ';
  return behind ? 'Not yet, but it can be caught up. ' : 'Yes. ';
}

export function aboutGoal(context: CoachContext, named: CoachGoal | null, message = ''): CoachAnswer {
  const goal = named ?? goalMostBehind(context.goals) ?? context.goals[0] ?? null;
  if (!goal)
    return {
      topic: 'goal',
      text: 'You have no open goals yet. Set one with a target amount and a date, and I can tell you how far along you are and what closes the gap each week.',
      action: openPage('Set your first goal', '/goals'),
    };
  const lead = onTrackAnswer(goal, message) + (named ? '' : 'Here is the goal furthest behind. ');
  return { topic: 'goal', text: `${lead}${goalStatus(goal)}${goalPace(goal)}`, action: goalAction(goal) };
}
