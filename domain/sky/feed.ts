import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { ingressesAround, voidsFromIngresses } from './lunar';
import { phaseEventsBetween } from './moon';
import { longitude, signOf } from './positions';
import { DAY_MS } from '#domain/shared/dates';

/**
 * What the private calendar feed lists (docs/sky.md): every new and full moon of the next twelve
 * months at its exact instant, named with the Moon's sign, and on request the Moon's sign changes
 * and void-of-course periods. Instants are UTC; calendar apps show them in the reader's zone.
 */

const FEED_MONTHS = 12;

export const FeedIncludeSchema = schemaOnFirstUse(() =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      const parts = (value ?? '').split(',').filter(Boolean);
      for (const part of parts)
        if (part !== 'signs' && part !== 'voids') {
          context.addIssue({ code: 'custom', message: 'may list only signs and voids' });
          return z.NEVER;
        }
      return { signs: parts.includes('signs'), voids: parts.includes('voids') };
    }),
);
export type FeedInclude = z.output<typeof FeedIncludeSchema>;

export type FeedEvent = { uid: string; start: Date; end: Date; summary: string; description: string };

/** New and full moons, and optionally sign changes and voids, in [from, from + 12 months). */
export function skyFeedEvents(from: Date, include: FeedInclude): FeedEvent[] {
  const to = new Date(from.getTime() + Math.round(FEED_MONTHS * 30.44) * DAY_MS);
  const events: FeedEvent[] = [];
  for (const phase of phaseEventsBetween(from, to)) {
    if (phase.phase !== 'New Moon' && phase.phase !== 'Full Moon') continue;
    const sign = signOf(longitude('Moon', phase.at));
    events.push({
      uid: `${phase.phase === 'New Moon' ? 'new' : 'full'}-${phase.at.toISOString().slice(0, 16)}@moon`,
      start: phase.at,
      end: phase.at,
      summary: `${phase.phase} in ${sign}`,
      description:
        phase.phase === 'New Moon'
          ? 'The Moon and the Sun meet: a clean start for new intentions.'
          : 'The Moon stands opposite the Sun, fully lit: a moment to review and celebrate.',
    });
  }
  if (include.signs || include.voids) {
    const ingresses = ingressesAround(from, to);
    if (include.signs)
      for (const ingress of ingresses.filter((item) => item.at >= from && item.at < to))
        events.push({
          uid: `sign-${ingress.at.toISOString().slice(0, 16)}@moon`,
          start: ingress.at,
          end: ingress.at,
          summary: `Moon enters ${ingress.sign}`,
          description: `The Moon moves into ${ingress.sign}.`,
        });
    if (include.voids)
      for (const period of voidsFromIngresses(ingresses).filter(
        (item) => item.start >= from && item.start < to,
      ))
        events.push({
          uid: `void-${period.start.toISOString().slice(0, 16)}@moon`,
          start: period.start,
          end: period.end,
          summary: 'Moon void of course',
          description: period.lastAspect
            ? `From the Moon's last major aspect in ${period.sign} (${period.lastAspect.aspect} ${period.lastAspect.body}) until it enters the next sign.`
            : `The Moon makes no major aspect in ${period.sign}: void until it enters the next sign.`,
        });
  }
  return events.sort((a, b) => a.start.getTime() - b.start.getTime());
}
