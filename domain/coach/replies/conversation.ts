import type { CoachContext } from '#domain/coach/coach';
import type { CoachAnswer } from './shared';

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

export const UNCLEAR =
  'I’m not sure I understood that. I can help with your goals (“How am I doing on my goals?”), money worries (“I’m short on rent, what can I do?”) or your practice (“How do I make meditation stick?”). Which would you like?';
export const OUT_OF_SCOPE =
  'That is outside what I can help with. I’m your coach for money goals, habits, meditation and your daily practice. You could ask me which goal to focus on this week, how to stop overspending, or how to make meditation stick.';
