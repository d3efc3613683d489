import type { CoachContext } from '#domain/coach/coach';
import { openPage, sum, type CoachAnswer } from './shared';

export function energy(context: CoachContext): CoachAnswer {
  const levels = context.days
    .slice(-7)
    .map((day) => day.energy)
    .filter((level): level is number => level !== null);
  const fact = levels.length
    ? `Your energy check-ins on ${levels.length} of the last 7 days average ${Math.round((10 * sum(levels)) / levels.length) / 10} out of 10.`
    : 'You have no energy check-ins in the last 7 days, so a daily one will show what lifts you.';
  return {
    topic: 'energy',
    text: `${fact} Low energy usually comes from sleep, food, movement or stress, so change one at a time: a ten-minute walk in daylight, water before coffee, and a proper lunch away from the screen. Notice how each check-in moves. If you feel drained for weeks, see a doctor.`,
    action: openPage('Check in your energy', '/energy'),
  };
}
