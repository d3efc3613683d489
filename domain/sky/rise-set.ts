import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import type { SkyLocation } from './location';
import { startOfLocalDay } from './moon';
import { addDays, type Day } from '#domain/shared/dates';

/**
 * Sunrise, sunset, moonrise and moonset on one local day at the member's location: the instants the
 * body's upper limb crosses the horizon with standard refraction (astronomy-engine's SearchRiseSet),
 * as almanacs print them. A body may not rise or set on a given day (the Moon skips one about
 * monthly; near the poles the Sun can stay up or down): that time is null.
 */
export type RiseSet = {
  sunrise: Date | null;
  sunset: Date | null;
  moonrise: Date | null;
  moonset: Date | null;
};

function within(body: Body, observer: Observer, direction: 1 | -1, start: Date, end: Date): Date | null {
  const found = SearchRiseSet(body, observer, direction, start, 1.05);
  return found && found.date < end ? found.date : null;
}

export function riseSetForDay(day: Day, timeZone: string, location: SkyLocation): RiseSet {
  const start = startOfLocalDay(day, timeZone);
  const end = startOfLocalDay(addDays(day, 1), timeZone);
  const observer = new Observer(location.latitude, location.longitude, 0);
  return {
    sunrise: within(Body.Sun, observer, 1, start, end),
    sunset: within(Body.Sun, observer, -1, start, end),
    moonrise: within(Body.Moon, observer, 1, start, end),
    moonset: within(Body.Moon, observer, -1, start, end),
  };
}
