import { describe, expect, it } from 'vitest';
import { exactAspectsBetween } from '#domain/cosmic-aspects';

/**
 * Published exact aspect times. Only one is committed: the Saturn-Neptune conjunction of 20 February
 * 2026, published at 16:53 to 16:58 UTC (the spread between ephemerides). The engineer who wrote this
 * had no further aspect times they could source reliably, so none are invented here.
 */
const PUBLISHED_ASPECTS = [
  {
    bodies: ['Saturn', 'Neptune'] as const,
    aspect: 'conjunction',
    from: Date.parse('2026-02-20T16:53Z'),
    to: Date.parse('2026-02-20T16:58Z'),
    source: 'published ephemeris times for the 2026 Saturn-Neptune conjunction, 16:53-16:58 UTC',
  },
];

describe('slow-planet aspects against published times (VSOP87)', () => {
  it.each(PUBLISHED_ASPECTS.map((entry) => [`${entry.bodies.join('-')} ${entry.aspect}`, entry] as const))(
    '%s: within 10 minutes of the published time',
    (_, entry) => {
      const [a, b] = entry.bodies;
      const found = exactAspectsBetween(
        a,
        b,
        new Date(entry.from - 3 * 86_400_000),
        new Date(entry.to + 3 * 86_400_000),
      ).find((event) => event.aspect === entry.aspect);
      if (!found) throw new Error('aspect not found');
      const at = found.at.getTime();
      const minutesOff = at < entry.from ? (entry.from - at) / 60_000 : Math.max(0, (at - entry.to) / 60_000);
      expect(minutesOff).toBeLessThanOrEqual(10);
    },
  );
});
