import { NextLunarApsis, SearchLunarApsis } from 'astronomy-engine';
import { ASPECTS, type AspectName } from './aspects';
import {
  exactLongitude,
  findCrossing,
  longitude,
  normalize180,
  normalize360,
  signOf,
  ZODIAC_SIGNS,
  SKY_BODIES,
  type SkyBody,
  type ZodiacSign,
} from './positions';
import { DAY_MS } from '#domain/shared/dates';

/**
 * The Moon's own calendar: the instants it enters each zodiac sign, its void-of-course periods and
 * its perigees and apogees. Every search is bounded so a month costs a few hundred ephemeris calls.
 */

/** The Moon enters a sign. */
export type SignIngress = { at: Date; sign: ZodiacSign };

// The Moon covers 11.8-15.4 degrees a day: it never needs more than 2.6 days to cross a 30-degree sign.
const MAX_SIGN_TRANSIT_MS = 2.8 * DAY_MS;

// The Moon's mean motion, degrees a day: where to look first for the next sign boundary.
const MEAN_DAILY_MOTION = 13.18;

/**
 * The first ingress after an instant. `lonAtAfter` is the Moon's longitude then, when the caller
 * knows it (at an ingress it is the boundary itself), saving an ephemeris call.
 */
function nextIngress(after: Date, lonAtAfter?: number): SignIngress {
  // Chained searches start from ingress instants, which neighbouring months share: remember them.
  const key = lonAtAfter === undefined ? null : `${after.getTime()}`;
  const known = key ? ingressMemo.get(key) : undefined;
  if (known) return known;
  const found = searchIngress(after, lonAtAfter ?? longitude('Moon', after));
  if (key) remember(ingressMemo, key, found);
  return found;
}

// Bounded memos of searches that neighbouring months repeat (a 42-day grid overlaps the next by two weeks).
const MEMO_SIZE = 600;
const ingressMemo = new Map<string, SignIngress>();
const voidMemo = new Map<string, VoidOfCourse>();

function remember<T>(memo: Map<string, T>, key: string, value: T): void {
  if (memo.size >= MEMO_SIZE) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
  memo.set(key, value);
}

function searchIngress(after: Date, lonAtAfter: number): SignIngress {
  const boundary = (Math.floor((lonAtAfter + 1e-9) / 30) + 1) * 30;
  const crossing = (at: Date) => normalize180(longitude('Moon', at) - boundary);
  const toGo = boundary - lonAtAfter;
  // Bracket tightly around the mean-motion estimate, widened to the slowest Moon when that misses.
  const estimate = after.getTime() + (toGo / MEAN_DAILY_MOTION) * DAY_MS;
  const late = new Date(Math.min(after.getTime() + MAX_SIGN_TRANSIT_MS, estimate + 0.45 * DAY_MS));
  const at =
    findCrossing(crossing, after, late, { atFrom: -toGo }) ??
    findCrossing(crossing, after, new Date(after.getTime() + MAX_SIGN_TRANSIT_MS), { atFrom: -toGo });
  if (!at) throw new Error(`no lunar ingress found after ${after.toISOString()}`);
  return { at, sign: signOf(boundary + 1) };
}

/** Every ingress in [from, to), in order: each search starts from the boundary just crossed. */
export function ingressesBetween(from: Date, to: Date): SignIngress[] {
  const found: SignIngress[] = [];
  for (
    let next = nextIngress(from);
    next.at < to;
    next = nextIngress(next.at, ZODIAC_SIGNS.indexOf(next.sign) * 30 + 1e-7)
  ) {
    found.push(next);
  }
  return found;
}

/**
 * The bodies the Moon's void-of-course is read against: the Sun and the eight planets from Mercury
 * to Pluto, as most published void-of-course tables (and the modern definition) use.
 */
const VOID_BODIES: readonly SkyBody[] = SKY_BODIES.filter((body) => body !== 'Moon');

const ASPECT_ANGLES = [0, 60, 90, 120, 180, 240, 270, 300];

/** The Moon's last exact major aspect before it leaves a sign. */
type LastAspect = { body: SkyBody; aspect: AspectName; at: Date };

/** From the Moon's last major aspect in a sign until it enters the next sign. */
export type VoidOfCourse = {
  start: Date;
  end: Date;
  /** The sign the Moon is leaving. */
  sign: ZodiacSign;
  /** Null when the Moon makes no major aspect at all in the sign: then it is void from entry. */
  lastAspect: LastAspect | null;
};

// The outer planets are read interpolated (within 0.002 degrees, positions.ts) to choose each body's
// last aspect angle; only when that choice lies this close to a decision, an aspect angle at either
// ingress, is the body read again from the ephemeris itself, so interpolation never decides a side.
const DECISION_GUARD_DEGREES = 0.01;
const nearAspectAngle = (relative: number) =>
  ASPECT_ANGLES.some((angle) => Math.abs(normalize180(relative - angle)) < DECISION_GUARD_DEGREES);

/** A body's longitude at an ingress: interpolated where that is safe, or the ephemeris itself. */
type BodyAt = (body: SkyBody, ingress: SignIngress, exact: boolean) => number;

// Linear estimates of the aspect instants are good to well under an hour (the Moon's speed changes
// little within one sign): every body estimated within this margin of the latest one is refined.
const ESTIMATE_MARGIN_MS = 3 * 3_600_000;

/**
 * The void-of-course period of the sign entered at `entered` and left at `leaves`. The Moon outruns
 * every planet (at least 10 degrees a day against at most 2.3), so the angle from a body to the Moon
 * only grows, by 24-34 degrees across one sign: the last aspect to that body is the last aspect angle
 * passed before `leaves`, if it was passed after `entered`. The Moon's longitude at both ingresses is
 * the sign boundary itself, so each body costs two ephemeris calls plus a short refinement.
 */
function voidOfCourse(entered: SignIngress, leaves: SignIngress, bodyAt: BodyAt): VoidOfCourse {
  const moonIn = ZODIAC_SIGNS.indexOf(entered.sign) * 30;
  const moonOut = ZODIAC_SIGNS.indexOf(leaves.sign) * 30;
  const span = leaves.at.getTime() - entered.at.getTime();
  const candidates: { body: SkyBody; target: number; estimate: number; f0: number; f1: number }[] = [];
  for (const body of VOID_BODIES) {
    let relIn = normalize360(moonIn - bodyAt(body, entered, false));
    let relOut = normalize360(moonOut - bodyAt(body, leaves, false));
    if (nearAspectAngle(relIn) || nearAspectAngle(relOut)) {
      relIn = normalize360(moonIn - bodyAt(body, entered, true));
      relOut = normalize360(moonOut - bodyAt(body, leaves, true));
    }
    const arc = normalize360(relOut - relIn);
    const target = [...ASPECT_ANGLES].reverse().find((angle) => angle <= relOut) ?? 0;
    const back = normalize360(relOut - target);
    if (back >= arc) continue;
    const estimate = entered.at.getTime() + ((arc - back) / arc) * span;
    candidates.push({
      body,
      target,
      estimate,
      f0: normalize180(relIn - target),
      f1: normalize180(relOut - target),
    });
  }
  const latest = Math.max(...candidates.map((candidate) => candidate.estimate));
  let last: LastAspect | null = null;
  for (const candidate of candidates) {
    if (candidate.estimate < latest - ESTIMATE_MARGIN_MS) continue;
    // The ephemeris itself, never the interpolated outer planets: an aspect that falls seconds from
    // the sign boundary (Uranus entering Gemini as the Moon leaves Leo, April 2026) must land on the
    // right side of it, and interpolation's fraction of an arc-second can move it across.
    const offset = (at: Date) =>
      normalize180(exactLongitude('Moon', at) - exactLongitude(candidate.body, at) - candidate.target);
    const at = findCrossing(offset, entered.at, leaves.at, { atFrom: candidate.f0, atTo: candidate.f1 });
    if (!at || (last && at <= last.at)) continue;
    const angle = candidate.target > 180 ? 360 - candidate.target : candidate.target;
    const aspect = ASPECTS.find((a) => a.angle === angle);
    if (aspect) last = { body: candidate.body, aspect: aspect.name, at };
  }
  return { start: last?.at ?? entered.at, end: leaves.at, sign: entered.sign, lastAspect: last };
}

/** The void-of-course period of each sign between consecutive ingresses. */
export function voidsFromIngresses(ingresses: readonly SignIngress[]): VoidOfCourse[] {
  // Each ingress closes one sign and opens the next: read the bodies there once for both.
  const cache = new Map<string, number>();
  const bodyAt: BodyAt = (body, ingress, exact) => {
    const key = `${body}@${ingress.at.getTime()}${exact ? '!' : ''}`;
    let value = cache.get(key);
    if (value === undefined) {
      value = (exact ? exactLongitude : longitude)(body, ingress.at);
      cache.set(key, value);
    }
    return value;
  };
  const periods: VoidOfCourse[] = [];
  for (let index = 1; index < ingresses.length; index += 1) {
    const entered = ingresses[index - 1];
    const leaves = ingresses[index];
    if (!entered || !leaves) continue;
    const key = `${entered.at.getTime()}-${leaves.at.getTime()}`;
    let period = voidMemo.get(key);
    if (!period) {
      period = voidOfCourse(entered, leaves, bodyAt);
      remember(voidMemo, key, period);
    }
    periods.push(period);
  }
  return periods;
}

/** Ingresses from one sign before `from` to one after `to`: enough to close every sign that overlaps. */
export function ingressesAround(from: Date, to: Date): SignIngress[] {
  const found = ingressesBetween(new Date(from.getTime() - MAX_SIGN_TRANSIT_MS), to);
  const last = found.at(-1);
  found.push(last ? nextIngress(last.at, ZODIAC_SIGNS.indexOf(last.sign) * 30 + 1e-7) : nextIngress(to));
  return found;
}

/** Void-of-course periods that overlap [from, to), in order. */
export function voidsBetween(from: Date, to: Date): VoidOfCourse[] {
  return voidsFromIngresses(ingressesAround(from, to)).filter(
    (period) => period.end > from && period.start < to,
  );
}

export type ApsisEvent = { kind: 'perigee' | 'apogee'; at: Date; distanceKm: number };

/** The Moon's closest (perigee) and farthest (apogee) points in [from, to). */
export function apsidesBetween(from: Date, to: Date): ApsisEvent[] {
  const found: ApsisEvent[] = [];
  for (let apsis = SearchLunarApsis(from); apsis.time.date < to; apsis = NextLunarApsis(apsis)) {
    found.push({
      kind: apsis.kind === 0 ? 'perigee' : 'apogee',
      at: apsis.time.date,
      distanceKm: Math.round(apsis.dist_km),
    });
  }
  return found;
}
