import { describe, expect, it } from 'vitest';
import { exactAspectsBetween } from '#domain/cosmic-aspects';
import type { SkyBody } from '#domain/cosmic-sky';
import { PUBLISHED_ASPECTS, type PublishedAspect } from './published-aspects';

const MINUTE = 60_000;
const TOLERANCE_MINUTES = 10;

/** Minutes from the app's instant to the published one (0 inside a published range). */
function minutesOff(entry: PublishedAspect): number {
  const [first, last] = typeof entry.at === 'string' ? [entry.at, entry.at] : entry.at;
  const start = Date.parse(first);
  const end = Date.parse(last);
  const [a, b] = entry.bodies as [SkyBody, SkyBody];
  const found = exactAspectsBetween(a, b, new Date(start - 2 * 86_400_000), new Date(end + 2 * 86_400_000))
    .filter((event) => event.aspect === entry.aspect)
    .map((event) => event.at.getTime());
  if (found.length === 0) return Number.POSITIVE_INFINITY;
  const off = (at: number) => (at < start ? at - start : at > end ? at - end : 0);
  return found.map(off).reduce((best, value) => (Math.abs(value) < Math.abs(best) ? value : best)) / MINUTE;
}

describe('aspect instants against published and independently computed times', () => {
  const results = PUBLISHED_ASPECTS.map((entry) => ({ entry, minutes: minutesOff(entry) }));

  it('holds the Saturn-Neptune conjunction of 2026 and at least 20 other aspects, each with a source', () => {
    expect(
      PUBLISHED_ASPECTS.some(
        (entry) => entry.bodies.join() === 'Saturn,Neptune' && entry.aspect === 'conjunction',
      ),
    ).toBe(true);
    expect(PUBLISHED_ASPECTS.length).toBeGreaterThanOrEqual(21);
    for (const entry of PUBLISHED_ASPECTS) expect(entry.source.length).toBeGreaterThan(10);
  });

  it.each(
    results.map(
      ({ entry, minutes }) => [entry.bodies.join('-'), entry.aspect, String(entry.at), minutes] as const,
    ),
  )('%s %s %s: within 10 minutes', (_pair, _aspect, _at, minutes) =>
    expect(Math.abs(minutes)).toBeLessThanOrEqual(TOLERANCE_MINUTES),
  );

  it('reports the errors', () => {
    const errors = results.map(({ minutes }) => Math.abs(minutes));
    const worst = Math.max(...errors);
    const mean = errors.reduce((sum, value) => sum + value, 0) / errors.length;
    console.info(`aspects: worst ${worst.toFixed(2)} min, mean ${mean.toFixed(2)} min over ${errors.length}`);
    expect(worst).toBeLessThanOrEqual(TOLERANCE_MINUTES);
  });
});
