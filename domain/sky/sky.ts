import { alignmentFromAspects, aspectsByLocalDay, dayOfYear, type PlanetaryAlignment } from './alignments';
import {
  CALENDAR_CELLS,
  monthGrid,
  monthOfDay,
  isSameMonth,
  type CalendarMonth,
  type Weekday,
} from './calendar';
import type { ApsisEvent, SignIngress, VoidOfCourse } from './lunar';
import { localNoon, moonAt, phaseEventsBetween, startOfLocalDay, type PhaseEvent } from './moon';
import { MOON_PHASES, manifestationPower, phaseNameForDay, type MoonPhaseName } from './phases';
import type { ZodiacSign } from './positions';
import { DAY_MS } from '#domain/shared/dates';
import { moonSignAt, skyWindow, type SkyWindow } from './window';
import { addDays, localDay, type Day } from '#domain/shared/dates';

/**
 * Cosmic Manifestation Timing (docs/sky.md): a calendar day's moon phase and sign,
 * void-of-course periods, perigee or apogee, planetary alignment, manifestation power and
 * recommendations, computed in the browser and never stored. Every "day" is a local calendar day in
 * the user's time zone. Rules and sources: docs/sky.md.
 */

export type DayMoonPhase = {
  name: MoonPhaseName;
  manifestationType: string;
  energy: string;
  description: string;
  /** Position in the cycle at local noon, 0-1 (0 new, 0.5 full). */
  phaseFraction: number;
  /** Share of the disc lit at local noon, 0-100. */
  illumination: number;
  /** Growing (lit on the right as seen from the northern hemisphere) or shrinking. */
  waxing: boolean;
  /** The exact instant when this day holds a new moon, quarter or full moon. */
  exactAt: Date | null;
  /** The Moon's sign at the exact phase, or at local noon on other days. */
  sign: ZodiacSign;
};

type DayMoonSign = {
  /** The sign the Moon is in as the day begins. */
  atStart: ZodiacSign;
  /** The Moon enters a new sign during the day. */
  ingress: SignIngress | null;
};

export type CalendarDay = {
  day: Day;
  dayOfYear: number;
  moonPhase: DayMoonPhase;
  moonSign: DayMoonSign;
  /** Void-of-course periods overlapping the day (usually none or one). */
  voids: VoidOfCourse[];
  /** Perigee or apogee falling on the day. */
  apsis: ApsisEvent | null;
  alignment: PlanetaryAlignment | null;
  manifestationPower: number;
  recommendations: string[];
};

function buildDay(
  day: Day,
  [start, end]: [Date, Date],
  timeZone: string,
  sky: SkyWindow,
  events: DayEvents,
): CalendarDay {
  const noon = localNoon(day, timeZone);
  const moon = moonAt(noon);
  const event = events.phases.get(day);
  const name = phaseNameForDay(moon.elongation, event?.phase ?? null);
  const profile = MOON_PHASES[name];
  const alignment = alignmentFromAspects(events.aspects.get(day) ?? []);
  const within = (at: Date) => at >= start && at < end;
  return {
    day,
    dayOfYear: dayOfYear(day),
    moonPhase: {
      name,
      manifestationType: profile.manifestationType,
      energy: profile.energy,
      description: profile.description,
      phaseFraction: moon.phaseFraction,
      illumination: moon.illumination,
      waxing: moon.elongation < 180,
      exactAt: event?.at ?? null,
      sign: moonSignAt(sky, event?.at ?? noon),
    },
    moonSign: {
      atStart: moonSignAt(sky, start),
      ingress: sky.ingresses.find((ingress) => within(ingress.at)) ?? null,
    },
    voids: sky.voids.filter((period) => period.start < end && period.end > start),
    apsis: sky.apsides.find((apsis) => within(apsis.at)) ?? null,
    alignment,
    manifestationPower: manifestationPower(name, alignment?.manifestationBoost ?? null),
    recommendations: [
      ...profile.recommendations,
      ...(alignment?.aspects.flatMap((aspect) => aspect.recommendations) ?? []),
    ],
  };
}

type DayEvents = {
  phases: Map<Day, PhaseEvent>;
  aspects: ReturnType<typeof aspectsByLocalDay>;
};

/** Consecutive local days, built from one search of the sky over all of them. */
function cosmicDays(days: readonly Day[], timeZone: string): CalendarDay[] {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  // Each day's start is the previous day's end: one zone conversion per day, not two.
  const starts = [...days, addDays(last, 1)].map((day) => startOfLocalDay(day, timeZone));
  const sky = skyWindow(starts[0] ?? new Date(), starts.at(-1) ?? new Date());
  const events: DayEvents = {
    phases: new Map(sky.phases.map((event) => [localDay(event.at, timeZone), event])),
    aspects: aspectsByLocalDay(sky.aspects, timeZone),
  };
  return days.map((day, index) => {
    const start = starts[index];
    const end = starts[index + 1];
    if (!start || !end) throw new Error(`no bounds for ${day}`);
    return buildDay(day, [start, end], timeZone, sky, events);
  });
}

export function cosmicDay(day: Day, timeZone: string): CalendarDay {
  const [result] = cosmicDays([day], timeZone);
  if (!result) throw new Error(`no cosmic day for ${day}`);
  return result;
}

export type CalendarCell = CalendarDay & { inMonth: boolean };

export type CosmicMonth = {
  month: CalendarMonth;
  /** Exactly 42 cells, weeks starting on weekStartsOn. */
  cells: CalendarCell[];
  /** Every new moon, quarter and full moon whose local day is in the month, in order. */
  phaseEvents: (PhaseEvent & { sign: ZodiacSign })[];
};

// The months a member pages through stay computed: going back and forth costs nothing.
const MONTH_CACHE = new Map<string, CosmicMonth>();
const MONTH_CACHE_SIZE = 24;

export function cosmicMonth(month: CalendarMonth, timeZone: string, weekStartsOn: Weekday): CosmicMonth {
  const key = `${month.year}-${month.month}|${timeZone}|${weekStartsOn}`;
  const cached = MONTH_CACHE.get(key);
  if (cached) return cached;
  const days = cosmicDays(monthGrid(month, weekStartsOn), timeZone);
  const cells = days.map((day) => ({ ...day, inMonth: isSameMonth(monthOfDay(day.day), month) }));
  if (cells.length !== CALENDAR_CELLS) throw new Error('a month grid has 42 cells');
  const phaseEvents = cells.flatMap((cell) =>
    cell.inMonth && cell.moonPhase.exactAt && isPrincipal(cell.moonPhase.name)
      ? [{ phase: cell.moonPhase.name, at: cell.moonPhase.exactAt, sign: cell.moonPhase.sign }]
      : [],
  );
  const result = { month, cells, phaseEvents };
  if (MONTH_CACHE.size >= MONTH_CACHE_SIZE) {
    const oldest = MONTH_CACHE.keys().next().value;
    if (oldest !== undefined) MONTH_CACHE.delete(oldest);
  }
  MONTH_CACHE.set(key, result);
  return result;
}

function isPrincipal(name: MoonPhaseName): name is PhaseEvent['phase'] {
  return name === 'New Moon' || name === 'First Quarter' || name === 'Full Moon' || name === 'Last Quarter';
}

export type PeakEvent = { phase: 'New Moon' | 'Full Moon'; at: Date; day: Day };

/** The next new moon or full moon after an instant (one comes within 16 days), with its local day. */
export function nextPeak(after: Date, timeZone: string): PeakEvent | null {
  const horizon = new Date(after.getTime() + 16 * DAY_MS);
  for (const { phase, at } of phaseEventsBetween(after, horizon)) {
    if (phase === 'New Moon' || phase === 'Full Moon') return { phase, at, day: localDay(at, timeZone) };
  }
  return null;
}

export type TodaysCosmicEnergy = CalendarDay & {
  /** The day's first recommendation, for a compact summary. */
  recommendation: string;
  nextPeak: PeakEvent | null;
};

/** The dashboard's "Today's cosmic energy": today in the user's time zone and the next new or full moon. */
export function todaysCosmicEnergy(now: Date, timeZone: string): TodaysCosmicEnergy {
  const today = cosmicDay(localDay(now, timeZone), timeZone);
  return { ...today, recommendation: today.recommendations[0] ?? '', nextPeak: nextPeak(now, timeZone) };
}

/** "Full Moon in Virgo" on the day of a principal phase, the phase name alone on other days. */
export function phaseTitle(phase: DayMoonPhase): string {
  return phase.exactAt ? `${phase.name} in ${phase.sign}` : phase.name;
}
