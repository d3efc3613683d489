import type { CoachContext, CoachGoal, CoachHabit } from '#domain/coach/coach';
import { shorten } from '#domain/coach/words';
import { goalAction, habitAction, type CoachAnswer } from './shared';

export function greeting(context: CoachContext): CoachAnswer {
  const today = context.days.at(-1);
  const fact =
    today && today.meditations > 0
      ? 'You have already meditated today.'
      : 'You have not meditated yet today.';
  return {
    topic: 'greeting',
    text: `Hi${context.firstName ? ` ${context.firstName}` : ''}. ${fact} Ask me about a goal, a habit, money worries, sleep or your practice, and I will answer from your own progress.`,
    action: null,
  };
}

const MENU =
  'I can help with your goals (“How am I doing on my goals?”), money worries (“I’m short on rent, what can I do?”) or your practice (“How do I make meditation stick?”). Which would you like?';

/**
 * A message the coach did not follow. The reply says what it did catch: the goal or habit named, or
 * her own words back, so two different messages never get the same menu word for word.
 */
export function unclear(message: string, goal: CoachGoal | null, habit: CoachHabit | null): CoachAnswer {
  if (goal)
    return {
      topic: 'unclear',
      text: `I’m not sure I understood, but it sounds like your '${goal.title}' goal. Ask me how it is going, or what would move it this week, and I will answer from its figures.`,
      action: goalAction(goal),
    };
  if (habit)
    return {
      topic: 'unclear',
      text: `I’m not sure I understood, but it sounds like your '${habit.title}' habit. Ask me how it is going, or how to make it stick, and I will answer from your streak.`,
      action: habitAction(habit),
    };
  const said = shorten(message.replace(/[“”"]/g, '').replace(/\s+/g, ' ').trim(), 50);
  return { topic: 'unclear', text: `I’m not sure I understood '${said}'. ${MENU}`, action: null };
}
export const OUT_OF_SCOPE =
  'That is outside what I can help with. I’m your coach for money goals, habits, meditation and your daily practice. You could ask me which goal to focus on this week, how to stop overspending, or how to make meditation stick.';
