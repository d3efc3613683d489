import type { CoachContext, CoachHabit } from '#domain/coach/coach';
import { habitAction, addHabit, openHabits, thisPeriod, streakPhrase, type CoachAnswer } from './shared';

export function aboutHabit(context: CoachContext, named: CoachHabit | null): CoachAnswer {
  if (named) {
    const status = named.doneThisPeriod
      ? `it is done ${thisPeriod(named)}`
      : named.skippedThisPeriod
        ? `you skipped it ${thisPeriod(named)}, which leaves its streak as it was`
        : `it is not done yet ${thisPeriod(named)}`;
    const advice = named.skippedThisPeriod
      ? 'A planned skip is part of the habit, not a failure: pick it up again next time.'
      : named.doneThisPeriod
        ? 'Keep it easy to repeat: same time, same place, and a smaller version on busy days still counts.'
        : 'Tie it to something you already do every day, like your first coffee, and on busy days do the smallest version: it still counts.';
    return {
      topic: 'habit',
      text: `'${named.title}' ${streakPhrase(named)}, and ${status}. ${advice}`,
      action: habitAction(named),
    };
  }
  if (context.habits.length === 0)
    return {
      topic: 'habit',
      text: 'You are not tracking any habits yet. Start with one small money habit you can do in two minutes, such as checking your balance each morning, and tick it off each day.',
      action: addHabit('Add your first habit'),
    };
  const open = openHabits(context);
  const [best] = context.habits;
  const lines = best ? [`'${best.title}' ${streakPhrase(best)}.`] : [];
  lines.push(
    open.length === 0
      ? 'Every habit is done or skipped for its current period: nothing is left to tick off.'
      : `Still open: ${open
          .slice(0, 3)
          .map((habit) => `'${habit.title}'`)
          .join(', ')}. Do the quickest one first.`,
  );
  const next = open[0] ?? best;
  return { topic: 'habit', text: lines.join(' '), action: next ? habitAction(next) : null };
}
