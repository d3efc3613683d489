import { phaseEventsBetween } from '#domain/sky/moon';
import { DAY_MS, localDay, type Day } from '#domain/shared/dates';

/**
 * The real lunar cycle "One Lunar Cycle" follows, from the app's own sky computation
 * (domain/sky/moon.ts, astronomy-engine): exact phase instants, never a mean 29.5-day cycle.
 */
export type LunarCycle = {
  newMoon: Date;
  firstQuarter: Date;
  fullMoon: Date;
  lastQuarter: Date;
  nextNewMoon: Date;
};

/** Long enough to hold a whole lunation (29.2 to 29.9 days) after any instant. */
const PHASE_EVENT_SEARCH_DAYS = 35;

/**
 * The first new moon falling on the member's local day `today` or later: a member who enrols on
 * the new moon's own day starts that day.
 */
export function nextNewMoonOnOrAfter(today: Day, now: Date, timeZone: string): Date {
  // The new moon may have passed a few hours ago and still be today in the member's zone.
  const events = phaseEventsBetween(
    new Date(now.getTime() - 2 * DAY_MS),
    new Date(now.getTime() + 2 * PHASE_EVENT_SEARCH_DAYS * DAY_MS),
  );
  const found = events.find((event) => event.phase === 'New Moon' && localDay(event.at, timeZone) >= today);
  if (!found) throw new Error('no new moon found in the search window');
  return found.at;
}

/** The cycle that begins at `newMoon` (an exact new-moon instant). */
export function lunarCycleFrom(newMoon: Date): LunarCycle {
  const events = phaseEventsBetween(
    new Date(newMoon.getTime() + 60_000),
    new Date(newMoon.getTime() + PHASE_EVENT_SEARCH_DAYS * DAY_MS),
  );
  const at = (phase: string) => {
    const event = events.find((candidate) => candidate.phase === phase);
    if (!event) throw new Error(`no ${phase} after ${newMoon.toISOString()}`);
    return event.at;
  };
  return {
    newMoon,
    firstQuarter: at('First Quarter'),
    fullMoon: at('Full Moon'),
    lastQuarter: at('Last Quarter'),
    nextNewMoon: at('New Moon'),
  };
}
