/**
 * Prints the exact aspects of the three alignment pairs (docs/cosmic.md) over a span, found on the
 * complete VSOP87 alone (domain/sky/fixtures/reference-ephemeris.ts): never the app's ephemeris.
 * Its output is what domain/sky/fixtures/computed-aspects.ts records.
 *
 *   node --import tsx scripts/sky-aspect-fixture.ts 2024-01-01 2028-01-01
 */
import { referenceLongitude, type ReferencePlanet } from '#domain/sky/fixtures/reference-ephemeris';

const PAIRS: [ReferencePlanet, ReferencePlanet][] = [
  ['Venus', 'Jupiter'],
  ['Mars', 'Mercury'],
  ['Saturn', 'Neptune'],
];
const TARGETS = [
  ['conjunction', 0],
  ['sextile', 60],
  ['sextile', -60],
  ['square', 90],
  ['square', -90],
  ['trine', 120],
  ['trine', -120],
  ['opposition', 180],
] as const;
const STEP_MS = 12 * 3_600_000;

const fold = (degrees: number) => {
  const folded = ((degrees % 360) + 360) % 360;
  return folded > 180 ? folded - 360 : folded;
};

const from = Date.parse(process.argv[2] ?? '2024-01-01');
const to = Date.parse(process.argv[3] ?? '2028-01-01');
for (const [a, b] of PAIRS) {
  const off = (t: number, target: number) =>
    fold(referenceLongitude(a, new Date(t)) - referenceLongitude(b, new Date(t)) - target);
  for (let t = from; t < to; t += STEP_MS) {
    for (const [aspect, target] of TARGETS) {
      const g0 = off(t, target);
      const g1 = off(t + STEP_MS, target);
      if (Math.sign(g0) === Math.sign(g1) || Math.abs(g0) > 45 || Math.abs(g1) > 45) continue;
      let lo = t;
      let hi = t + STEP_MS;
      let fLo = g0;
      while (hi - lo > 1_000) {
        const mid = (lo + hi) / 2;
        const fMid = off(mid, target);
        if (Math.sign(fMid) === Math.sign(fLo)) {
          lo = mid;
          fLo = fMid;
        } else hi = mid;
      }
      const at = new Date(Math.round((lo + hi) / 2 / 60_000) * 60_000).toISOString().slice(0, 16);
      console.info(`  ['${a}', '${b}', '${aspect}', '${at}Z', COMPUTED],`);
    }
  }
}
