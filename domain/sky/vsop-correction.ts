import { Body, C_AUDAY, HelioVector, MakeTime, Vector, type AstroTime } from 'astronomy-engine';
import { VSOP_MISSING_TERMS, type VsopCoordinate } from './vsop-terms';

/**
 * astronomy-engine computes the planets from a strongly truncated VSOP87 (33 of Saturn's 1,437
 * largest longitude terms, for instance), which leaves the slow planets up to 10-20 arc-seconds off
 * the complete theory: enough to move a Saturn-Neptune conjunction by 90 minutes. This module adds
 * back the missing terms that matter from 1900 to 2100 (generated into vsop-terms.ts by
 * scripts/sky-vsop-terms.ts) as a small shift of each heliocentric position, and gives the
 * geocentric vector the complete theory would give. Checked against the complete VSOP87 in
 * domain/sky/fixtures/vsop-correction.test.ts.
 */

export type CorrectedPlanet = 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune';

const DAYS_PER_MILLENNIUM = 365_250;

function seriesSum(coordinate: VsopCoordinate, t: number): number {
  let power = 1;
  let total = 0;
  for (const terms of coordinate) {
    let sum = 0;
    for (const [amplitude, phase, frequency] of terms) sum += amplitude * Math.cos(phase + frequency * t);
    total += power * sum;
    power *= t;
  }
  return total;
}

// astronomy-engine turns VSOP87's ecliptic of J2000 into its equatorial frame (EQJ) with this
// rotation; its transpose takes a vector back.
const ROTATION = [
  [1, 0.00000044036, -0.000000190919],
  [-0.000000479966, 0.917482137087, -0.397776982902],
  [0, 0.397776982902, 0.917482137087],
] as const;

function toEcliptic(v: { x: number; y: number; z: number }): [number, number, number] {
  const [r0, r1, r2] = ROTATION;
  return [
    r0[0] * v.x + r1[0] * v.y + r2[0] * v.z,
    r0[1] * v.x + r1[1] * v.y + r2[1] * v.z,
    r0[2] * v.x + r1[2] * v.y + r2[2] * v.z,
  ];
}

function toEquatorial([x, y, z]: [number, number, number]): [number, number, number] {
  const [r0, r1, r2] = ROTATION;
  return [
    r0[0] * x + r0[1] * y + r0[2] * z,
    r1[0] * x + r1[1] * y + r1[2] * z,
    r2[0] * x + r2[1] * y + r2[2] * z,
  ];
}

/** How far (EQJ, AU) the complete VSOP87 puts a body's heliocentric centre from astronomy-engine's. */
function heliocentricShift(body: CorrectedPlanet | 'Earth', time: AstroTime): [number, number, number] {
  const terms = VSOP_MISSING_TERMS[body];
  const t = time.tt / DAYS_PER_MILLENNIUM;
  const dLon = seriesSum(terms[0], t);
  const dLat = seriesSum(terms[1], t);
  const dRad = seriesSum(terms[2], t);
  const [x, y, z] = toEcliptic(HelioVector(Body[body], time));
  const rho = Math.hypot(x, y);
  const radius = Math.hypot(rho, z);
  const lon = Math.atan2(y, x);
  const lat = Math.atan2(z, rho);
  const cosLon = Math.cos(lon);
  const sinLon = Math.sin(lon);
  const cosLat = Math.cos(lat);
  const sinLat = Math.sin(lat);
  // The shift is a fraction of an arc-second, so the first-order change of the rectangular
  // coordinates is exact to far below the precision of the series.
  return toEquatorial([
    dRad * cosLat * cosLon - radius * sinLat * cosLon * dLat - radius * cosLat * sinLon * dLon,
    dRad * cosLat * sinLon - radius * sinLat * sinLon * dLat + radius * cosLat * cosLon * dLon,
    dRad * sinLat + radius * cosLat * dLat,
  ]);
}

// Callers read several planets at one instant (an aspect's two, the void search's seven), which
// share the Earth's shift.
let lastEarth: { tt: number; shift: [number, number, number] } | null = null;

function earthShift(time: AstroTime): [number, number, number] {
  if (lastEarth?.tt !== time.tt) lastEarth = { tt: time.tt, shift: heliocentricShift('Earth', time) };
  return lastEarth.shift;
}

/**
 * The geocentric vector of a planet as the complete VSOP87 gives it: astronomy-engine's apparent
 * vector (light time and aberration included) plus the planet's shift at the instant its light left
 * it, minus the Earth's shift now.
 */
export function correctedGeoVector(body: CorrectedPlanet, engineVector: Vector): Vector {
  const time = engineVector.t;
  const lightDays = Math.hypot(engineVector.x, engineVector.y, engineVector.z) / C_AUDAY;
  const planet = heliocentricShift(body, MakeTime(time.AddDays(-lightDays)));
  const earth = earthShift(time);
  return new Vector(
    engineVector.x + planet[0] - earth[0],
    engineVector.y + planet[1] - earth[1],
    engineVector.z + planet[2] - earth[2],
    time,
  );
}
