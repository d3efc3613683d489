import { alignmentForDayOfYear, dayOfYear, type PlanetaryAlignment } from './cosmic-alignments';
import {
  CALENDAR_CELLS,
  monthGrid,
  monthOfDay,
  isSameMonth,
  type CalendarMonth,
  type Weekday,
} from './cosmic-calendar';
import { localNoon, moonAt, phaseEventsBetween, phaseEventsByLocalDay, type PhaseEvent } from './cosmic-moon';
import { MOON_PHASES, manifestationPower, phaseNameForDay, type MoonPhaseName } from './cosmic-phases';
import { localDay, type Day } from './dates';

const DAY_MS = 86_400_000;

/**
 * Cosmic Manifestation Timing (docs/cosmic.md): a calendar day's moon phase, planetary
 * alignment, manifestation power and recommendations, computed in the browser and never stored.
 * Every "day" is a local calendar day in the user's time zone.
 */

export type DayMoonPhase = {
  name: MoonPhaseName;
  emoji: string;
  manifestationType: string;
  energy: string;
  description: string;
  /** Position in the cycle at local noon, 0-1 (0 new, 0.5 full). */
  phaseFraction: number;
  /** Share of the disc lit at local noon, 0-100. */
  illumination: number;
  /** The exact instant when this day holds a new moon, quarter or full moon. */
  exactAt: Date | null;
};

export type CalendarDay = {
  day: Day;
  dayOfYear: number;
  moonPhase: DayMoonPhase;
  alignment: PlanetaryAlignment | null;
  manifestationPower: number;
  recommendations: string[];
};

function buildDay(day: Day, timeZone: string, event: PhaseEvent | undefined): CalendarDay {
  const moon = moonAt(localNoon(day, timeZone));
  const name = phaseNameForDay(moon.elongation, event?.phase ?? null);
  const profile = MOON_PHASES[name];
  const n = dayOfYear(day);
  const alignment = alignmentForDayOfYear(n);
  return {
    day,
    dayOfYear: n,
    moonPhase: {
      name,
      emoji: profile.emoji,
      manifestationType: profile.manifestationType,
      energy: profile.energy,
      description: profile.description,
      phaseFraction: moon.phaseFraction,
      illumination: moon.illumination,
      exactAt: event?.at ?? null,
    },
    alignment,
    manifestationPower: manifestationPower(name, alignment?.manifestationBoost ?? null),
    recommendations: [
      ...profile.recommendations,
      ...(alignment?.aspects.flatMap((aspect) => aspect.recommendations) ?? []),
    ],
  };
}

/** Consecutive local days, each with its principal phase (if any) found in one astronomy search. */
export function cosmicDays(days: readonly Day[], timeZone: string): CalendarDay[] {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const events = phaseEventsByLocalDay(first, last, timeZone);
  return days.map((day) => buildDay(day, timeZone, events.get(day)));
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
  phaseEvents: PhaseEvent[];
};

export function cosmicMonth(month: CalendarMonth, timeZone: string, weekStartsOn: Weekday): CosmicMonth {
  const days = cosmicDays(monthGrid(month, weekStartsOn), timeZone);
  const cells = days.map((day) => ({ ...day, inMonth: isSameMonth(monthOfDay(day.day), month) }));
  if (cells.length !== CALENDAR_CELLS) throw new Error('a month grid has 42 cells');
  const phaseEvents = cells.flatMap((cell) =>
    cell.inMonth && cell.moonPhase.exactAt && isPrincipal(cell.moonPhase.name)
      ? [{ phase: cell.moonPhase.name, at: cell.moonPhase.exactAt }]
      : [],
  );
  return { month, cells, phaseEvents };
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
