import { z } from 'zod';
import type { Day } from '#domain/shared/dates';
import type { LoadRequest, LoadTarget } from './load';

/** A seeded user with a live session whose cookie the load uses. */
export type PoolUser = { userId: string; cookie: string; today: Day };

export type PlannedTarget = { name: string; target: LoadTarget } | { name: string; skipped: string };

/** Round-robin over a non-empty list. */
function cycle<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => {
    const item = items[index % items.length];
    if (item === undefined) throw new Error('cycle over an empty list');
    index += 1;
    return item;
  };
}

/** Runs `task` over `items`, a few at a time, so preparing the pool does not flood the app. */
async function eachLimited<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += 16) {
    results.push(...(await Promise.all(items.slice(start, start + 16).map(task))));
  }
  return results;
}

// Only the two fields the toggle needs, so the benchmark does not depend on the rest of the contract.
const RitualListSchema = z.array(z.object({ id: z.string(), isCompleted: z.boolean() }));

const NOT_LANDED = 'skipped: the feature has not landed on main yet';

/** GETs a path as a user; a 404 means the route does not exist in this build. */
async function probe(appUrl: string, user: PoolUser, path: string): Promise<Response | null> {
  const response = await fetch(`${appUrl}${path}`, { headers: { cookie: user.cookie } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

function getTarget(name: string, pool: readonly PoolUser[], path: (user: PoolUser) => string): LoadTarget {
  const next = cycle(pool);
  return {
    name,
    okStatuses: [200],
    next: (): LoadRequest => {
      const user = next();
      return { method: 'GET', path: path(user), headers: { cookie: user.cookie } };
    },
  };
}

/** The latest energy reading, plain and revalidated with the ETag each user's browser would hold. */
async function energyTargets(appUrl: string, pool: readonly PoolUser[]): Promise<PlannedTarget[]> {
  const path = '/api/energy-readings/latest';
  const plain = 'GET /api/energy-readings/latest';
  const revalidated = 'GET /api/energy-readings/latest (If-None-Match, 304)';
  const first = pool[0];
  if (!first || !(await probe(appUrl, first, path))) {
    return [
      { name: plain, skipped: NOT_LANDED },
      { name: revalidated, skipped: NOT_LANDED },
    ];
  }
  const tagged = await eachLimited(pool, async (user) => {
    const response = await fetch(`${appUrl}${path}`, { headers: { cookie: user.cookie } });
    const etag = response.headers.get('etag');
    if (!response.ok || !etag) throw new Error(`${path} gave no ETag (${response.status})`);
    return { cookie: user.cookie, etag };
  });
  const next = cycle(tagged);
  return [
    { name: plain, target: getTarget(plain, pool, () => path) },
    {
      name: revalidated,
      target: {
        name: revalidated,
        okStatuses: [304],
        next: () => {
          const { cookie, etag } = next();
          return { method: 'GET', path, headers: { cookie, 'if-none-match': etag } };
        },
      },
    },
  ];
}

/** Reads routes that need nothing but the user's cookie (and their local day). */
async function readTargets(appUrl: string, pool: readonly PoolUser[]): Promise<PlannedTarget[]> {
  const routes: Array<[string, (user: PoolUser) => string]> = [
    ['/api/dashboard-stats', () => '/api/dashboard-stats'],
    ['/api/user', () => '/api/user'],
    ['/api/success-stories', () => '/api/success-stories'],
    ['/api/wealth-habits?date=', (user) => `/api/wealth-habits?date=${user.today}`],
    ['/api/wealth-habits/analytics?date=', (user) => `/api/wealth-habits/analytics?date=${user.today}`],
    ['/api/daily-rituals?date=', (user) => `/api/daily-rituals?date=${user.today}`],
    ['/api/affirmations?date=', (user) => `/api/affirmations?date=${user.today}`],
    ['/api/quantum-goals', () => '/api/quantum-goals'],
    ['/api/meditation-sessions', () => '/api/meditation-sessions'],
    ['/api/energy-readings', () => '/api/energy-readings'],
    ['/api/insights?range=12w', () => '/api/insights?range=12w'],
  ];
  const planned: PlannedTarget[] = [];
  for (const [label, path] of routes) {
    const name = `GET ${label}`;
    const first = pool[0];
    const landed = first ? await probe(appUrl, first, path(first)) : null;
    planned.push(landed ? { name, target: getTarget(name, pool, path) } : { name, skipped: NOT_LANDED });
  }
  return planned;
}

/**
 * The write: each request flips one of today's rituals of the next user in the pool, so the load is
 * a steady mix of completing (practice logged) and reverting (practice removed).
 */
async function ritualTarget(appUrl: string, pool: readonly PoolUser[]): Promise<PlannedTarget> {
  const name = 'PATCH /api/daily-rituals/:id (toggle)';
  const first = pool[0];
  if (!first || !(await probe(appUrl, first, `/api/daily-rituals?date=${first.today}`))) {
    return { name, skipped: NOT_LANDED };
  }
  const rituals = await eachLimited(pool, async (user) => {
    const response = await fetch(`${appUrl}/api/daily-rituals?date=${user.today}`, {
      headers: { cookie: user.cookie },
    });
    const ritual = RitualListSchema.parse(await response.json())[0];
    if (!ritual)
      throw new Error(`GET /api/daily-rituals gave no ritual for a pool user (${response.status})`);
    return { cookie: user.cookie, id: ritual.id, done: ritual.isCompleted };
  });
  const next = cycle(rituals);
  return {
    name,
    target: {
      name,
      okStatuses: [200],
      next: () => {
        const ritual = next();
        ritual.done = !ritual.done;
        const body = ritual.done
          ? { isCompleted: true, completedAt: new Date().toISOString() }
          : { isCompleted: false, completedAt: null };
        return {
          method: 'PATCH',
          path: `/api/daily-rituals/${ritual.id}`,
          headers: { cookie: ritual.cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        };
      },
    },
  };
}

const HabitListSchema = z.array(z.object({ id: z.string(), isArchived: z.boolean() }));

/** The habit write: each request flips today's period of one habit of the next user in the pool. */
async function habitTarget(appUrl: string, pool: readonly PoolUser[]): Promise<PlannedTarget> {
  const name = 'POST /api/wealth-habits/:id/toggle';
  const first = pool[0];
  if (!first || !(await probe(appUrl, first, `/api/wealth-habits?date=${first.today}`))) {
    return { name, skipped: NOT_LANDED };
  }
  const toggles = await eachLimited(pool, async (user) => {
    const response = await fetch(`${appUrl}/api/wealth-habits?date=${user.today}`, {
      headers: { cookie: user.cookie },
    });
    const habit = HabitListSchema.parse(await response.json()).find((row) => !row.isArchived);
    if (!habit) throw new Error(`GET /api/wealth-habits gave no habit for a pool user (${response.status})`);
    return { cookie: user.cookie, path: `/api/wealth-habits/${habit.id}/toggle?date=${user.today}` };
  });
  const next = cycle(toggles);
  return {
    name,
    target: {
      name,
      okStatuses: [200],
      next: () => {
        const { cookie, path } = next();
        return { method: 'POST', path, headers: { cookie, 'content-type': 'application/json' }, body: '{}' };
      },
    },
  };
}

const StoryPageSchema = z.object({
  stories: z.array(z.object({ id: z.string() })),
  nextCursor: z.string().nullable(),
});

/**
 * The like: request k is user (k mod pool) liking story (k div pool), so every request inserts a
 * new like (a repeated like changes nothing and would measure less) across a few hundred stories.
 */
async function likeTarget(appUrl: string, pool: readonly PoolUser[]): Promise<PlannedTarget> {
  const name = 'POST /api/success-stories/:id/like';
  const first = pool[0];
  if (!first || !(await probe(appUrl, first, '/api/success-stories'))) return { name, skipped: NOT_LANDED };
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 10; page += 1) {
    const query: string = `/api/success-stories?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await fetch(`${appUrl}${query}`, { headers: { cookie: first.cookie } });
    const list = StoryPageSchema.parse(await response.json());
    ids.push(...list.stories.map((story) => story.id));
    cursor = list.nextCursor;
    if (!cursor) break;
  }
  if (ids.length === 0) return { name, skipped: 'skipped: no stories to like' };
  let request = 0;
  return {
    name,
    target: {
      name,
      okStatuses: [200],
      next: () => {
        const user = pool[request % pool.length];
        const story = ids[Math.floor(request / pool.length) % ids.length];
        request += 1;
        if (!user || !story) throw new Error('like target out of range');
        return {
          method: 'POST',
          path: `/api/success-stories/${story}/like`,
          headers: { cookie: user.cookie, 'content-type': 'application/json' },
          body: '{}',
        };
      },
    },
  };
}

/** Every endpoint the benchmark covers, in report order; routes missing from this build are skipped. */
export async function planTargets(appUrl: string, pool: readonly PoolUser[]): Promise<PlannedTarget[]> {
  return [
    ...(await energyTargets(appUrl, pool)),
    ...(await readTargets(appUrl, pool)),
    await ritualTarget(appUrl, pool),
    await habitTarget(appUrl, pool),
    await likeTarget(appUrl, pool),
  ];
}
