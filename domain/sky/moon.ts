import { EclipticGeoMoon, NextMoonQuarter, SearchMoonQuarter, SunPosition } from 'astronomy-engine';
import { DAY_MS, addDays, type Day, localDay, zonedInstant } from '#domain/shared/dates';
import { PRINCIPAL_PHASES, phaseNameForDay, type MoonPhaseName, type PrincipalPhaseName } from './phases';

/**
 * The astronomy behind the calendar, from astronomy-engine (VSOP87 and a full lunar theory): exact
 * phase instants to within about a minute of published tables, unlike a mean 29.53-day cycle that
 * can miss the real date by more than half a day.
 */

/** An exact principal phase: new moon, first quarter, full moon or last quarter. */
export type PhaseEvent = { phase: PrincipalPhaseName; at: Date };

/** The first instant of a local calendar day in a time zone. */
export function startOfLocalDay(day: Day, timeZone: string): Date {
  return zonedInstant(day, 0, 0, timeZone);
}

/** Local noon: the moment a day is judged by when no principal phase falls on it. */
export function localNoon(day: Day, timeZone: string): Date {
  return zonedInstant(day, 12, 0, timeZone);
}

/**
 * The Moon's longitude minus the apparent Sun's (aberration included, as almanacs define the
 * phases), 0-360. astronomy-engine's MoonPhase uses the geometric Sun, about 20 arc-seconds off,
 * which put every phase some 39 seconds late.
 */
function apparentElongation(instant: Date): number {
  const difference = EclipticGeoMoon(instant).lon - SunPosition(instant).elon;
  return ((difference % 360) + 360) % 360;
}

/** The Moon gains on the Sun about 12.19 degrees a day. */
const ELONGATION_DEGREES_PER_MS = 12.19 / DAY_MS;

/**
 * The instant near `guess` (astronomy-engine's geometric phase, some 40 s off) when the apparent
 * elongation reaches `target` degrees. Two steps at the mean rate leave well under a second (the
 * Moon's rate varies by about a tenth), and each step costs a Moon and a Sun position: the calendar
 * computes a month's phases on a phone within its budget (e2e/cosmic-speed.test.ts).
 */
function refinePhase(guess: Date, target: number): Date {
  let at = guess.getTime();
  for (let step = 0; step < 2; step += 1) {
    const off = ((apparentElongation(new Date(at)) - target + 540) % 360) - 180;
    at -= off / ELONGATION_DEGREES_PER_MS;
  }
  return new Date(Math.round(at));
}

/** Every principal phase whose instant lies in [from, to), in order. */
export function phaseEventsBetween(from: Date, to: Date): PhaseEvent[] {
  const events: PhaseEvent[] = [];
  // astronomy-engine finds each quarter; it is then moved onto the apparent Sun (seconds at most).
  const start = new Date(from.getTime() - 3_600_000);
  const until = to.getTime() + 3_600_000;
  for (
    let quarter = SearchMoonQuarter(start);
    quarter.time.date.getTime() < until;
    quarter = NextMoonQuarter(quarter)
  ) {
    const phase = PRINCIPAL_PHASES[quarter.quarter];
    const at = refinePhase(quarter.time.date, quarter.quarter * 90);
    if (phase && at >= from && at < to) events.push({ phase, at });
  }
  return events;
}

/** Principal phases falling on the local days first..last (inclusive), keyed by their local day. */
function phaseEventsByLocalDay(first: Day, last: Day, timeZone: string): Map<Day, PhaseEvent> {
  const events = phaseEventsBetween(
    startOfLocalDay(first, timeZone),
    startOfLocalDay(addDays(last, 1), timeZone),
  );
  return new Map(events.map((event) => [localDay(event.at, timeZone), event]));
}

export type MoonPosition = {
  /** Sun-Moon elongation in degrees: 0 new, 90 first quarter, 180 full, 270 last quarter. */
  elongation: number;
  /** Where the Moon is in its cycle, 0-1 (0 new, 0.5 full). */
  phaseFraction: number;
  /** Share of the disc lit, 0-100. */
  illumination: number;
};

/**
 * The Moon at an instant. The lit share is (1 - cos e) / 2 of the Sun-Moon longitude difference e:
 * it ignores the Moon's latitude (at most 5 degrees), which moves the figure by under 0.2 points,
 * and saves a second ephemeris evaluation per calendar day.
 */
export function moonAt(instant: Date): MoonPosition {
  const elongation = apparentElongation(instant);
  return {
    elongation,
    phaseFraction: elongation / 360,
    illumination: ((1 - Math.cos((elongation * Math.PI) / 180)) / 2) * 100,
  };
}

/** The phase each local day first..last takes (the calendar's rule, phaseNameForDay), oldest first. */
export function moonPhasesOfDays(first: Day, last: Day, timeZone: string): Map<Day, MoonPhaseName> {
  const events = phaseEventsByLocalDay(first, last, timeZone);
  const phases = new Map<Day, MoonPhaseName>();
  for (let day = first; day <= last; day = addDays(day, 1))
    phases.set(
      day,
      phaseNameForDay(moonAt(localNoon(day, timeZone)).elongation, events.get(day)?.phase ?? null),
    );
  return phases;
}
