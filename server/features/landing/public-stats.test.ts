import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { createPublicStats } from './service';

/** Adds `n` member rows in one statement (no sessions: the landing figure counts accounts). */
async function addMembers(t: TestApp, n: number, tag: string) {
  await t.database.db.execute(
    sql`insert into users (email) select ${tag} || '-' || g || '@example.com' from generate_series(1, ${n}) as g`,
  );
}

describe('GET /api/public-stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a signed-out visitor with no figure on a new install, cacheable for five minutes', async () => {
    const response = await t.as(null, { method: 'GET', url: '/api/public-stats' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ membersAtLeast: null });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('rounds the real count down to the ladder, recounting only after five minutes', async () => {
    let clock = 0;
    const publicStats = createPublicStats(t.database.db, () => clock);
    await addMembers(t, 2_600, 'ladder');
    expect(await publicStats()).toEqual({ membersAtLeast: 2_500 });
    await addMembers(t, 2_500, 'more');
    clock += 299_000;
    expect(await publicStats()).toEqual({ membersAtLeast: 2_500 });
    clock += 1_000;
    expect(await publicStats()).toEqual({ membersAtLeast: 5_000 });
  });

  it('shares one count between visitors arriving together', async () => {
    const publicStats = createPublicStats(t.database.db, () => 0);
    const [a, b] = [publicStats(), publicStats()];
    expect(a).toBe(b);
    await a;
  });
});
