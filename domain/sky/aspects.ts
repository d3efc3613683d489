import {
  findCrossing,
  HOUR_MS,
  longitude,
  normalize180,
  normalize360,
  preciseLongitude,
  type SkyBody,
} from './positions';
import { DAY_MS } from '#domain/shared/dates';

/**
 * The five major (Ptolemaic) aspects and how they are found: the angle between two bodies'
 * geocentric ecliptic longitudes (cosmic-sky.ts) is sampled at a fixed step, and each time it passes
 * an aspect angle the instant is found on the fast ephemeris (interpolated outer planets), then
 * polished to about a second on the complete planetary theory (preciseLongitude in cosmic-sky.ts).
 */

export const ASPECTS = [
  { name: 'conjunction', angle: 0, orb: 8, symbol: '☌' },
  { name: 'sextile', angle: 60, orb: 4, symbol: '⚹' },
  { name: 'square', angle: 90, orb: 6, symbol: '□' },
  { name: 'trine', angle: 120, orb: 6, symbol: '△' },
  { name: 'opposition', angle: 180, orb: 8, symbol: '☍' },
] as const;
export type AspectName = (typeof ASPECTS)[number]['name'];

// Each aspect but the conjunction and opposition can form on either side: 60 and 300 are both sextiles.
type Target = { aspect: AspectName; target: number };
const TARGETS: Target[] = ASPECTS.flatMap(({ name, angle }): Target[] =>
  angle === 0 || angle === 180
    ? [{ aspect: name, target: angle }]
    : [
        { aspect: name, target: angle },
        { aspect: name, target: 360 - angle },
      ],
);

/** An exact aspect between two bodies. */
export type ExactAspect = { bodies: [SkyBody, SkyBody]; aspect: AspectName; at: Date };

/** How far (0-180 degrees) body b stands from body a along the ecliptic. */
function separation(a: SkyBody, b: SkyBody, at: Date): number {
  return Math.abs(normalize180(longitude(a, at) - longitude(b, at)));
}

/** The major aspect within its orb at an instant, and how many degrees it is from exact. */
export function aspectInOrb(a: SkyBody, b: SkyBody, at: Date): { aspect: AspectName; offBy: number } | null {
  const apart = separation(a, b, at);
  for (const aspect of ASPECTS) {
    const offBy = Math.abs(apart - aspect.angle);
    if (offBy <= aspect.orb) return { aspect: aspect.name, offBy };
  }
  return null;
}

// The fastest each body moves along the ecliptic, degrees a day (direct or retrograde).
const MAX_DAILY_MOTION: Record<SkyBody, number> = {
  Sun: 1.02,
  Moon: 15.4,
  Mercury: 2.2,
  Venus: 1.26,
  Mars: 0.8,
  Jupiter: 0.25,
  Saturn: 0.13,
  Uranus: 0.07,
  Neptune: 0.04,
  Pluto: 0.04,
};

// The angle between two bodies moves at most this far between samples, so each step passes an
// aspect angle at most once and the 45-degree wrap guard below never hides a real crossing.
const MAX_STEP_DEGREES = 6;
const MAX_STEP_DAYS = 10;

/** The sampling step for a pair: 2 days for Mars-Mercury, 3.9 for Venus-Jupiter, 10 for Saturn-Neptune. */
function samplingStepMs(a: SkyBody, b: SkyBody): number {
  const days = Math.min(MAX_STEP_DAYS, MAX_STEP_DEGREES / (MAX_DAILY_MOTION[a] + MAX_DAILY_MOTION[b]));
  return days * DAY_MS;
}

/**
 * Every exact major aspect between a and b in [from, to): the angle between them is sampled every
 * samplingStepMs and each aspect angle it passes is refined to the second. An aspect that forms and
 * unforms within one step (a planet turning round at the exact degree) is not reported.
 */
export function exactAspectsBetween(
  a: SkyBody,
  b: SkyBody,
  from: Date,
  to: Date,
  stepMs: number = samplingStepMs(a, b),
): ExactAspect[] {
  // Steps sit on a fixed grid from the epoch, so overlapping windows (neighbouring calendar months)
  // share each step's search through the memo below.
  const found: ExactAspect[] = [];
  for (let index = Math.floor(from.getTime() / stepMs); index * stepMs < to.getTime(); index += 1) {
    for (const event of aspectsInStep(a, b, index, stepMs))
      if (event.at >= from && event.at < to) found.push(event);
  }
  return found.sort((x, y) => x.at.getTime() - y.at.getTime());
}

const MEMO_SIZE = 3000;
const stepMemo = new Map<string, ExactAspect[]>();
const relativeMemo = new Map<string, number>();

function memo<T>(store: Map<string, T>, key: string, make: () => T): T {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    if (store.size >= MEMO_SIZE) store.clear();
    store.set(key, value);
  }
  return value;
}

// How far the interpolated instant may be from the ephemeris' one: minutes for most aspects, hours
// for Saturn and Neptune near a station, when the angle between them barely moves.
const POLISH_WINDOWS_MS = [HOUR_MS, 12 * HOUR_MS, 4 * DAY_MS];

/**
 * The fast ephemeris is up to 21 arc-seconds off the complete theory and its interpolated outer
 * planets another 0.002 degrees: seconds of the Moon's motion, but hours of a Saturn-Neptune aspect
 * near a station. The instant is found again on the complete theory in the smallest window around
 * it that brackets it.
 */
function polish(a: SkyBody, b: SkyBody, target: number, rough: Date): Date {
  const off = (at: Date) => normalize180(preciseLongitude(a, at) - preciseLongitude(b, at) - target);
  for (const window of POLISH_WINDOWS_MS) {
    const exact = findCrossing(off, new Date(rough.getTime() - window), new Date(rough.getTime() + window));
    if (exact) return exact;
  }
  return rough;
}

function aspectsInStep(a: SkyBody, b: SkyBody, index: number, stepMs: number): ExactAspect[] {
  return memo(stepMemo, `${a}-${b}-${stepMs}-${index}`, () => {
    const relative = (at: Date) => normalize360(longitude(a, at) - longitude(b, at));
    const start = new Date(index * stepMs);
    const end = new Date((index + 1) * stepMs);
    const before = memo(relativeMemo, `${a}-${b}-${start.getTime()}`, () => relative(start));
    const after = memo(relativeMemo, `${a}-${b}-${end.getTime()}`, () => relative(end));
    const found: ExactAspect[] = [];
    for (const { aspect, target } of TARGETS) {
      const g0 = normalize180(before - target);
      const g1 = normalize180(after - target);
      // A sign change far from the target is the wrap at 180 degrees, not an aspect.
      if (Math.sign(g0) === Math.sign(g1) || Math.abs(g0) > 45 || Math.abs(g1) > 45) continue;
      const rough = findCrossing((t) => normalize180(relative(t) - target), start, end, {
        atFrom: g0,
        atTo: g1,
      });
      if (rough && rough < end) found.push({ bodies: [a, b], aspect, at: polish(a, b, target, rough) });
    }
    return found;
  });
}
