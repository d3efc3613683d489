import type { CoachContext } from '#domain/coach/coach';
import { openPage, habitAction, thisPeriod, streakPhrase, type CoachAnswer } from './shared';

export function aboutStreak(context: CoachContext): CoachAnswer {
  const practised = context.days
    .slice(-7)
    .filter((day) => day.meditations + day.rituals + day.habits > 0).length;
  const running = context.habits.filter((habit) => habit.streak > 0);
  const lines = running.length
    ? running.slice(0, 3).map((habit) => `'${habit.title}' ${streakPhrase(habit)}.`)
    : ['None of your habits has a running streak yet.'];
  lines.push(`You practised on ${practised} of the last 7 days.`);
  const open = context.habits.find((habit) => !habit.doneThisPeriod && habit.streak > 0);
  if (open) lines.push(`Tick off '${open.title}' ${thisPeriod(open)} to keep its streak going.`);
  return {
    topic: 'streak',
    text: lines.join(' '),
    action: open ? habitAction(open) : openPage('See your progress', '/insights'),
  };
}
