import { Body, Ecliptic, EclipticGeoMoon, GeoVector, SunPosition } from 'astronomy-engine';
import { DAY_MS } from '#domain/shared/dates';
import { correctedGeoVector } from './vsop-correction';

/**
 * Where the Sun, the Moon and the planets stand, seen from the Earth's centre: apparent geocentric
 * longitudes on the true ecliptic of date (the frame of the tropical zodiac and of published
 * ephemerides), from astronomy-engine's VSOP87 and lunar theories. Pure: no clock, no network.
 */

export const SKY_BODIES = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
] as const;
export type SkyBody = (typeof SKY_BODIES)[number];

const ENGINE_BODY: Record<SkyBody, Body> = {
  Sun: Body.Sun,
  Moon: Body.Moon,
  Mercury: Body.Mercury,
  Venus: Body.Venus,
  Mars: Body.Mars,
  Jupiter: Body.Jupiter,
  Saturn: Body.Saturn,
  Uranus: Body.Uranus,
  Neptune: Body.Neptune,
  Pluto: Body.Pluto,
};

export { HOUR_MS } from '#domain/shared/dates';

function computedLongitude(body: SkyBody, at: Date): number {
  if (body === 'Moon') return EclipticGeoMoon(at).lon;
  if (body === 'Sun') return SunPosition(at).elon;
  return Ecliptic(GeoVector(ENGINE_BODY[body], at, true)).elon;
}

// The outer planets move smoothly and slowly (under 0.25 degrees a day), and their ephemerides are
// the costliest to evaluate (Pluto's is integrated numerically): they are sampled every few days
// and read between samples by quadratic interpolation, which stays within 0.002 degrees (seconds
// of the Moon's motion) and lets a month's searches share a handful of real evaluations.
const SAMPLE_DAYS: Partial<Record<SkyBody, number>> = {
  Jupiter: 4,
  Saturn: 6,
  Uranus: 8,
  Neptune: 10,
  Pluto: 10,
};
const SAMPLE_CACHE_SIZE = 2000;
const samples = new Map<string, number>();

function sample(body: SkyBody, index: number, stepMs: number): number {
  const key = `${body}:${index}`;
  let value = samples.get(key);
  if (value === undefined) {
    value = computedLongitude(body, new Date(index * stepMs));
    if (samples.size >= SAMPLE_CACHE_SIZE) samples.clear();
    samples.set(key, value);
  }
  return value;
}

function interpolatedLongitude(body: SkyBody, at: Date, stepDays: number): number {
  const stepMs = stepDays * DAY_MS;
  const position = at.getTime() / stepMs;
  const middle = Math.round(position);
  const y1 = sample(body, middle, stepMs);
  // Unwrap the neighbours around y1 so a 360-to-0 crossing does not bend the parabola.
  const y0 = y1 + normalize180(sample(body, middle - 1, stepMs) - y1);
  const y2 = y1 + normalize180(sample(body, middle + 1, stepMs) - y1);
  const x = position - middle;
  return normalize360(y1 + (x * (y2 - y0)) / 2 + (x * x * (y2 - 2 * y1 + y0)) / 2);
}

/** Degrees 0-360 along the ecliptic from the equinox of date, light-time and aberration included. */
export function longitude(body: SkyBody, at: Date): number {
  const stepDays = SAMPLE_DAYS[body];
  return stepDays ? interpolatedLongitude(body, at, stepDays) : computedLongitude(body, at);
}

/** The ephemeris itself, never interpolated: where a fraction of an arc-second decides a side. */
export function exactLongitude(body: SkyBody, at: Date): number {
  return computedLongitude(body, at);
}

/**
 * A planet as the complete VSOP87 places it (astronomy-engine plus the terms it leaves out,
 * cosmic-vsop-correction.ts), within 2 arc-seconds where astronomy-engine alone is up to 21 off.
 * It costs a few hundred more terms a call, so it is read only where those seconds of arc move a
 * date: the exact instant of an aspect between two planets (cosmic-aspects.ts). Elsewhere they
 * move nothing the app shows: a planet's degree is shown to the arc-minute, and the Moon covers
 * 20 arc-seconds in 40 seconds of time. The Sun, the Moon and Pluto are read as they are.
 */
export function preciseLongitude(body: SkyBody, at: Date): number {
  if (body === 'Sun' || body === 'Moon' || body === 'Pluto') return computedLongitude(body, at);
  return Ecliptic(correctedGeoVector(body, GeoVector(ENGINE_BODY[body], at, true))).elon;
}

export function normalize360(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/** An angle folded into -180 (exclusive) ... 180. */
export function normalize180(degrees: number): number {
  const folded = normalize360(degrees);
  return folded > 180 ? folded - 360 : folded;
}

export const ZODIAC_SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/** Tropical signs: twelve 30-degree arcs from the March equinox point. */
export function signOf(lon: number): ZodiacSign {
  return ZODIAC_SIGNS[Math.floor(normalize360(lon) / 30) % 12] ?? 'Aries';
}

/** Where in its sign a longitude lies, in whole degrees and minutes: "23°57′". */
export function degreeInSign(lon: number): string {
  const within = normalize360(lon) % 30;
  const whole = Math.floor(within);
  const minutes = Math.floor((within - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}

/**
 * The instant in [from, to] where f crosses zero, to under a second, or null when f has the same
 * sign at both ends. Callers bracket a single crossing (their sampling step guarantees it), so the
 * Illinois variant of false position converges in a handful of evaluations: this matters because
 * each evaluation is an ephemeris call and a month needs a few hundred crossings.
 */
export function findCrossing(
  f: (at: Date) => number,
  from: Date,
  to: Date,
  known?: { atFrom?: number; atTo?: number },
): Date | null {
  let a = from.getTime();
  let b = to.getTime();
  let fa = known?.atFrom ?? f(from);
  let fb = known?.atTo ?? f(to);
  if (fa === 0) return from;
  if (fb === 0) return to;
  if (Math.sign(fa) === Math.sign(fb)) return null;
  let side = 0;
  let previous = Number.NaN;
  for (let iteration = 0; iteration < 60; iteration += 1) {
    const c = (a * fb - b * fa) / (fb - fa);
    if (Math.abs(b - a) < 1000 || Math.abs(c - previous) < 500) return new Date(c);
    previous = c;
    const fc = f(new Date(c));
    if (fc === 0) return new Date(c);
    if (Math.sign(fc) === Math.sign(fb)) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
    if (Math.abs(b - a) < 1000) return new Date((a + b) / 2);
  }
  return new Date((a + b) / 2);
}
