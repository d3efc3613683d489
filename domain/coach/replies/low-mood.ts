import type { CoachContext } from '#domain/coach/coach';
import { crisisLineSentence } from '#domain/coach/safety';
import { sessionAction, type CoachAnswer } from './shared';

/**
 * Feelings without a money question: care, one thing to do with the body now, a person, and where
 * help is if it deepens. No diagnosis and no promise; the session is free on every plan.
 */
export function lowMood(context: CoachContext): CoachAnswer {
  return {
    topic: 'low-mood',
    text: [
      'I’m sorry it feels this heavy, and I’m glad you said it. You don’t have to fix it today.',
      'Start with your body: breathe in for a count of four and out for six, five times.',
      'Then reach out to one person you trust; a short message is enough.',
      'If this has lasted a couple of weeks or gets in the way of your days, a doctor or counsellor can help.',
      `And if it ever turns into thoughts of harming yourself, please talk to someone now. ${crisisLineSentence(context.timeZone)}`,
    ].join(' '),
    action: sessionAction('first-breath'),
  };
}
