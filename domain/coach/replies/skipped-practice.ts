import type { CoachContext } from '#domain/coach/coach';
import { normalise } from '#domain/coach/normalise';
import { plural } from '#domain/coach/words';
import { REMINDERS_HREF, openPage, type CoachAnswer } from './shared';

/** What the log says about meditation: today's (even a short one), the last 7 days, the last one. */
function meditationFacts(context: CoachContext): string {
  const today = context.days.at(-1);
  const week = context.days.slice(-7).filter((day) => day.meditations > 0).length;
  if (today && today.meditations > 0) {
    const minutes = today.meditationMinutes > 0 ? ` (${plural(today.meditationMinutes, 'minute')})` : '';
    return `You meditated today${minutes}, and on ${week} of the last 7 days: a good base to build on.`;
  }
  const lastIndex = context.days.findLastIndex((day) => day.meditations > 0);
  if (lastIndex < 0) return 'There is no meditation in your last 14 days, so today is a clean start.';
  const daysAgo = context.days.length - 1 - lastIndex;
  return `Your last meditation was ${daysAgo === 1 ? 'yesterday' : `${daysAgo} days ago`}, and you meditated on ${week} of the last 7 days.`;
}

export function skippedPractice(context: CoachContext, message: string): CoachAnswer {
  const text = normalise(message);
  if (/\britual/.test(text)) {
    const days = context.days.slice(-7).filter((day) => day.rituals > 0).length;
    return {
      topic: 'skipped-practice',
      text: `Missing a few days happens to everyone; what counts is the next one. You completed rituals on ${days} of the last 7 days. Today, do just the shortest ritual and stop there. Keep one rule: never miss twice in a row. A reminder at the time you usually have a quiet moment makes the next one easier.`,
      action: openPage('Open today’s rituals', '/rituals'),
    };
  }
  const anchor = /\bmorning/.test(text)
    ? 'right after your first coffee, before you check your phone'
    : 'right after something you already do every day';
  return {
    topic: 'skipped-practice',
    text: `${meditationFacts(context)} To make meditation stick, make it small and tie it to a fixed moment: five minutes ${anchor}, in the same place each time. A short session done beats a long one skipped. If you miss a day, simply do the next one; never miss twice in a row. A daily reminder at that time helps while it becomes automatic.`,
    action: { kind: 'set-reminder', label: 'Set a daily meditation reminder', href: REMINDERS_HREF },
  };
}
