import { describe, expect, it } from 'vitest';
import { phaseEventsBetween } from '#domain/cosmic-moon';
import { PUBLISHED_PHASES } from './published-phases';

const DAY = 86_400_000;

describe('moon phases against published times (apparent Sun)', () => {
  const errors = PUBLISHED_PHASES.map(([phase, at]) => {
    const published = Date.parse(at);
    const found = phaseEventsBetween(new Date(published - DAY), new Date(published + DAY)).find(
      (event) => event.phase === phase,
    );
    return { phase, at, seconds: found ? (found.at.getTime() - published) / 1000 : Number.NaN };
  });

  it('holds at least 20 phases', () => expect(PUBLISHED_PHASES.length).toBeGreaterThanOrEqual(20));

  it.each(errors.map((entry) => [entry.phase, entry.at, entry] as const))(
    '%s %s: within a minute of the published minute',
    (_phase, _at, entry) => expect(Math.abs(entry.seconds)).toBeLessThanOrEqual(60),
  );

  it('is not late or early on average (published times are rounded, so the mean error is near 0)', () => {
    const mean = errors.reduce((sum, entry) => sum + entry.seconds, 0) / errors.length;
    const worst = Math.max(...errors.map((entry) => Math.abs(entry.seconds)));
    console.info(
      `phases: mean error ${mean.toFixed(1)} s, worst ${worst.toFixed(1)} s over ${errors.length}`,
    );
    expect(Math.abs(mean)).toBeLessThan(12);
  });
});
