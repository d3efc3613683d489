import type { CoachContext } from '#domain/coach/coach';
import { normalise } from '#domain/coach/normalise';
import { plural } from '#domain/coach/words';
import { periodOf } from '#domain/habits/periods';
import { isYesNoQuestion, openPage, sessionAction, spokenDay, type CoachAnswer } from './shared';

const HOW_MANY = /\b(how many|how often|how much)\b/;

/** "2 minutes ago", "just now", "3 hours ago": how long since, when it is within the day. */
function since(minutesAgo: number): string {
  if (minutesAgo < 1) return 'just now';
  if (minutesAgo < 60) return `${plural(minutesAgo, 'minute')} ago`;
  return `${plural(Math.floor(minutesAgo / 60), 'hour')} ago`;
}

/** Meditations and their minutes since Monday, today included, from the 14 days of the log. */
function thisWeek(context: CoachContext): { sessions: number; minutes: number } {
  const monday = periodOf(context.today, 'weekly').start;
  const days = context.days.filter((day) => day.day >= monday);
  return {
    sessions: days.reduce((total, day) => total + day.meditations, 0),
    minutes: days.reduce((total, day) => total + day.meditationMinutes, 0),
  };
}

/** "Did I meditate today / yesterday / this week?": the answer first, from the 14 days of the log. */
function yesOrNo(context: CoachContext, text: string, sessionsThisWeek: number): string {
  if (/\byesterday\b/.test(text)) return (context.days.at(-2)?.meditations ?? 0) > 0 ? 'Yes.' : 'No.';
  if (/\bthis week\b/.test(text)) return sessionsThisWeek > 0 ? 'Yes.' : 'Not yet this week.';
  return (context.days.at(-1)?.meditations ?? 0) > 0 ? 'Yes.' : 'Not yet today.';
}

/**
 * Facts from the log, and nothing else: the newest completed meditation (named, with its day, time
 * and how long ago) or this week's count. A yes/no question ("Did I meditate today?") gets its answer first.
 */
export function practiceHistory(context: CoachContext, message: string): CoachAnswer {
  const week = thisWeek(context);
  const count = `This week, since Monday, you have completed ${plural(week.sessions, 'meditation')}${week.sessions > 0 ? ` (${plural(week.minutes, 'minute')} in all)` : ''}.`;
  const last = context.lastMeditation;
  if (!last)
    return {
      topic: 'practice-history',
      text: 'I can’t find a completed meditation in your log yet. First Breath takes five minutes and is a gentle first one; once you finish it, I can tell you when you last meditated and how often.',
      action: sessionAction('first-breath'),
    };
  const when = spokenDay(last.day, context.today);
  const ago = last.day === context.today ? `, ${since(last.minutesAgo)}` : '';
  const lastLine = `Your last meditation was ${when} at ${last.time}${ago}: ${plural(last.minutes, 'minute')} of ${last.title}.`;
  const text = normalise(message);
  const lines = HOW_MANY.test(text) ? [count, lastLine] : [lastLine, count];
  if (isYesNoQuestion(message)) lines.unshift(yesOrNo(context, text, week.sessions));
  lines.push(
    last.day === context.today
      ? 'Well done: a short session kept is worth more than a long one planned.'
      : 'A short session today keeps the thread going.',
  );
  return {
    topic: 'practice-history',
    text: lines.join(' '),
    action:
      last.day === context.today ? openPage('See your progress', '/insights') : sessionAction('first-breath'),
  };
}
