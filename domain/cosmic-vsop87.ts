import { apparent, base, julian, nutation, planetposition } from 'astronomia';
import earthSeries from 'astronomia/data/vsop87Bearth';
import jupiterSeries from 'astronomia/data/vsop87Bjupiter';
import neptuneSeries from 'astronomia/data/vsop87Bneptune';
import saturnSeries from 'astronomia/data/vsop87Bsaturn';
import uranusSeries from 'astronomia/data/vsop87Buranus';
import { madeOnFirstUse } from './made-on-first-use';

/**
 * Apparent geocentric ecliptic longitude of the slow planets from VSOP87 (series B, astronomia),
 * light time, aberration, FK5 and nutation in longitude included: the frame of published ephemerides.
 * astronomy-engine's slow planets are some 19 arc-seconds off, which moved the Saturn-Neptune
 * conjunction of 20 February 2026 about 90 minutes late; VSOP87 puts it at 17:00 UTC, against the
 * published 16:53-16:58 (domain/sky-fixtures/published-aspects.test.ts).
 */
export type SlowPlanet = 'Jupiter' | 'Saturn' | 'Uranus' | 'Neptune';

const planets = madeOnFirstUse(() => ({
  earth: new planetposition.Planet(earthSeries),
  Jupiter: new planetposition.Planet(jupiterSeries),
  Saturn: new planetposition.Planet(saturnSeries),
  Uranus: new planetposition.Planet(uranusSeries),
  Neptune: new planetposition.Planet(neptuneSeries),
}));

export function vsop87Longitude(body: SlowPlanet, at: Date): number {
  const jde = julian.DateToJDE(at);
  const { earth, [body]: planet } = planets();
  const home = earth.position(jde);
  const towards = (tau: number) => {
    const p = planet.position(jde - tau);
    return [
      p.range * Math.cos(p.lat) * Math.cos(p.lon) - home.range * Math.cos(home.lat) * Math.cos(home.lon),
      p.range * Math.cos(p.lat) * Math.sin(p.lon) - home.range * Math.cos(home.lat) * Math.sin(home.lon),
      p.range * Math.sin(p.lat) - home.range * Math.sin(home.lat),
    ] as const;
  };
  const [x0, y0, z0] = towards(0);
  const [x, y, z] = towards(base.lightTime(Math.hypot(x0, y0, z0)));
  const lon = Math.atan2(y, x);
  const lat = Math.atan2(z, Math.hypot(x, y));
  const [aberrationLon, aberrationLat] = apparent.eclipticAberration(lon, lat, jde);
  const fk5 = planetposition.toFK5(lon + aberrationLon, lat + aberrationLat, jde);
  const degrees = ((fk5.lon + nutation.nutation(jde)[0]) * 180) / Math.PI;
  return ((degrees % 360) + 360) % 360;
}
