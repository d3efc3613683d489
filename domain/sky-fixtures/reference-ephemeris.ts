import { deltaT } from 'astronomia/deltat';
import { nutation } from 'astronomia/nutation';
import { Planet, toFK5 } from 'astronomia/planetposition';
import { eclipticAberration } from 'astronomia/apparent';
import vsop87Bearth from 'astronomia/data/vsop87Bearth';
import vsop87Bmercury from 'astronomia/data/vsop87Bmercury';
import vsop87Bvenus from 'astronomia/data/vsop87Bvenus';
import vsop87Bmars from 'astronomia/data/vsop87Bmars';
import vsop87Bjupiter from 'astronomia/data/vsop87Bjupiter';
import vsop87Bsaturn from 'astronomia/data/vsop87Bsaturn';
import vsop87Buranus from 'astronomia/data/vsop87Buranus';
import vsop87Bneptune from 'astronomia/data/vsop87Bneptune';

/**
 * An ephemeris independent of the app's: the complete VSOP87B series (Bretagnon and Francou, every
 * term, as the astronomia package ships them) reduced to apparent geocentric longitude the way
 * Meeus' Astronomical Algorithms does (chapters 32-33: light time, aberration, FK5, nutation).
 * For tests and the generator script only; it never reaches the browser or the server bundle, and
 * the app itself never reads it.
 */

export type ReferencePlanet = 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune';

const SERIES = {
  Mercury: vsop87Bmercury,
  Venus: vsop87Bvenus,
  Mars: vsop87Bmars,
  Jupiter: vsop87Bjupiter,
  Saturn: vsop87Bsaturn,
  Uranus: vsop87Buranus,
  Neptune: vsop87Bneptune,
};
const planets = new Map<ReferencePlanet, Planet>();
const earth = new Planet(vsop87Bearth);
const LIGHT_DAYS_PER_AU = 0.0057755183;
const DEGREES = 180 / Math.PI;

/** Julian Ephemeris Day of a UTC instant, with astronomia's own Delta T (NASA polynomials and IERS data). */
export function julianEphemerisDay(at: Date): number {
  const jd = at.getTime() / 86_400_000 + 2_440_587.5;
  const year = 2000 + (jd - 2_451_545) / 365.25;
  return jd + deltaT(year) / 86_400;
}

function geocentric(planet: Planet, jde: number): { x: number; y: number; z: number } {
  const home = earth.position(jde);
  const place = (tau: number) => {
    const p = planet.position(jde - tau);
    return {
      x: p.range * Math.cos(p.lat) * Math.cos(p.lon) - home.range * Math.cos(home.lat) * Math.cos(home.lon),
      y: p.range * Math.cos(p.lat) * Math.sin(p.lon) - home.range * Math.cos(home.lat) * Math.sin(home.lon),
      z: p.range * Math.sin(p.lat) - home.range * Math.sin(home.lat),
    };
  };
  // Light time, iterated twice: the planet is seen where it was when its light left it.
  let seen = place(0);
  for (let i = 0; i < 2; i += 1) seen = place(Math.hypot(seen.x, seen.y, seen.z) * LIGHT_DAYS_PER_AU);
  return seen;
}

/** Apparent geocentric ecliptic longitude (true equinox of date), degrees 0-360. */
export function referenceLongitude(body: ReferencePlanet | 'Sun', at: Date): number {
  const jde = julianEphemerisDay(at);
  let lambda: number;
  let beta: number;
  if (body === 'Sun') {
    // The Sun is where the Earth is not; its aberration is Meeus' constant over the distance (25.10).
    const home = earth.position(jde);
    lambda = home.lon + Math.PI;
    beta = -home.lat;
  } else {
    let planet = planets.get(body);
    if (!planet) {
      planet = new Planet(SERIES[body]);
      planets.set(body, planet);
    }
    const seen = geocentric(planet, jde);
    lambda = Math.atan2(seen.y, seen.x);
    beta = Math.atan2(seen.z, Math.hypot(seen.x, seen.y));
  }
  const [dLambda, dBeta] =
    body === 'Sun'
      ? [-20.4898 / 3600 / DEGREES / earth.position(jde).range, 0]
      : eclipticAberration(lambda, beta, jde);
  const fk5 = toFK5(lambda + dLambda, beta + dBeta, jde);
  const [dPsi] = nutation(jde);
  const degrees = (fk5.lon + dPsi) * DEGREES;
  return ((degrees % 360) + 360) % 360;
}
