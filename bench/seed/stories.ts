import { MANIFESTATION_TYPES } from '#domain/community/community';
import { stories, storyLikes } from '#server/db/schema/community';
import { between, pick, shuffled } from '#domain/shared/random';
import type { BulkWriter } from './bulk';
import type { SeededUser } from './context';

const OPENINGS = [
  'Eighteen months ago I was living paycheck to paycheck and dreading every bill.',
  'I started the morning ritual on a whim after a hard year at work.',
  'My partner laughed when I wrote our goal on the fridge, but we kept at it.',
  'I never believed in any of this until the numbers started to move.',
];
const MIDDLES = [
  'Every morning I wrote three things I was grateful for and one action for the day.',
  'I tracked every dollar, meditated ten minutes before work and asked for the raise I had rehearsed.',
  'We cut two subscriptions, automated our savings and visualised the result each evening.',
  'I pitched one client a week, even when it felt pointless, and logged it as a habit.',
];
const ENDINGS = [
  'Last month we signed the papers on our first home.',
  'The promotion came with a salary I had only ever written down as a dream.',
  'The debt is gone, and the emergency fund is finally full.',
  'My side business now pays more than my old job did.',
];
const TECHNIQUES = [
  'Gratitude Practice',
  'Visualization',
  'Affirmations',
  'Energy Work',
  'Moon Rituals',
  'Quantum Goal Setting',
];
const TIMEFRAMES = ['3 months', '6 months', '1 year', '18 months', '2 years'];

/**
 * `count` different members of `pool`, every such set equally likely: the first `count` steps of a
 * Fisher-Yates shuffle, in place (`pool` stays a permutation of the members), so a story costs its
 * fans rather than a shuffle of every member (100,000 stories among 10,000 members on the large dataset).
 */
function fansFrom<T>(random: () => number, pool: T[], count: number): T[] {
  const taken = Math.min(count, pool.length);
  for (let index = 0; index < taken; index += 1) {
    const other = index + Math.floor(random() * (pool.length - index));
    const held = pool[index];
    const swapped = pool[other];
    if (held === undefined || swapped === undefined) continue;
    pool[index] = swapped;
    pool[other] = held;
  }
  return pool.slice(0, taken);
}

/**
 * `count` public success stories by random authors over the last two years, a few verified or
 * hidden, with likes from other users (and likes_count equal to them, as the like endpoint keeps it).
 */
export async function seedStories(
  bulk: BulkWriter,
  random: () => number,
  authors: readonly SeededUser[],
  count: number,
  now: Date,
): Promise<number> {
  const rows: Array<typeof stories.$inferInsert> = [];
  const likes: Array<typeof storyLikes.$inferInsert> = [];
  const pool = [...authors];
  for (let index = 0; index < count; index += 1) {
    const id = crypto.randomUUID();
    const createdAt = new Date(now.getTime() - between(random, 0, 730 * 24 * 60) * 60_000);
    const fans = fansFrom(random, pool, Math.floor(random() ** 3 * 40));
    const type = pick(random, MANIFESTATION_TYPES);
    rows.push({
      id,
      userId: pick(random, authors).id,
      title: `${type[0]?.toUpperCase() ?? ''}${type.slice(1)} breakthrough #${index + 1}`,
      content: [pick(random, OPENINGS), pick(random, MIDDLES), pick(random, ENDINGS)].join(' '),
      manifestationType: type,
      amountAchieved: type === 'wealth' || type === 'career' ? between(random, 1, 200) * 1_000 : null,
      timeframe: random() < 0.7 ? pick(random, TIMEFRAMES) : null,
      techniques: shuffled(random, TECHNIQUES).slice(0, between(random, 0, 3)),
      isVerified: random() < 0.1,
      isHidden: random() < 0.01,
      likesCount: fans.length,
      createdAt,
      updatedAt: createdAt,
    });
    for (const fan of fans) likes.push({ storyId: id, userId: fan.id, createdAt });
  }
  await bulk.write(stories, rows);
  await bulk.write(storyLikes, likes);
  return rows.length + likes.length;
}
