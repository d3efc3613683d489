import { DAY_MS, findCrossing, longitude, normalize180, normalize360, type SkyBody } from './cosmic-sky';

/**
 * The five major (Ptolemaic) aspects and how they are found: the angle between two bodies'
 * geocentric ecliptic longitudes (cosmic-sky.ts) is sampled at a fixed step, and each time it passes
 * an aspect angle the exact instant is refined with a root finder to about a second.
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
export function separation(a: SkyBody, b: SkyBody, at: Date): number {
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
export function samplingStepMs(a: SkyBody, b: SkyBody): number {
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
  const relative = (at: Date) => normalize360(longitude(a, at) - longitude(b, at));
  const found: ExactAspect[] = [];
  let start = from;
  let before = relative(start);
  while (start < to) {
    const end = new Date(Math.min(start.getTime() + stepMs, to.getTime()));
    const after = relative(end);
    for (const { aspect, target } of TARGETS) {
      const g0 = normalize180(before - target);
      const g1 = normalize180(after - target);
      // A sign change far from the target is the wrap at 180 degrees, not an aspect.
      if (Math.sign(g0) === Math.sign(g1) || Math.abs(g0) > 45 || Math.abs(g1) > 45) continue;
      const at = findCrossing((t) => normalize180(relative(t) - target), start, end, {
        atFrom: g0,
        atTo: g1,
      });
      if (at && at >= from && at < to) found.push({ bodies: [a, b], aspect, at });
    }
    start = end;
    before = after;
  }
  return found.sort((x, y) => x.at.getTime() - y.at.getTime());
}
