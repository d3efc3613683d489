import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppBehindProxy, type AppBehindProxy } from './test-support/app-behind-proxy';

const POOL_SIZE = 10;
const QUERY_TIMEOUT_MS = 1_000;

/**
 * Every open connection to PostgreSQL goes silent at once (the proxy stops forwarding and closes
 * nothing: a partition, or backends that never answer), while new connections still get through.
 * The requests caught on a silent connection answer 503 once their statement times out, and the
 * silent connections are never lent again: the very next requests are served.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('silent PostgreSQL connections', () => {
  let outage: AppBehindProxy;

  beforeAll(async () => {
    outage = await startAppBehindProxy({ poolSize: POOL_SIZE, queryTimeoutMs: QUERY_TIMEOUT_MS });
  });

  afterAll(async () => {
    await outage?.close();
  });

  const createHabits = (count: number, wave: string) => {
    const { app, cookie } = outage;
    return Promise.all(
      Array.from({ length: count }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/wealth-habits',
          headers: { cookie },
          payload: { title: `${wave} habit ${index}`, requestId: randomUUID() },
        }),
      ),
    );
  };

  /** Every slot of the pool holds an open connection, idle. */
  const fillThePool = () =>
    Promise.all(
      Array.from({ length: POOL_SIZE }, () => outage.database.rawQuery('select pg_sleep(0.2)', [])),
    );

  /** Connections lent out: after every request has answered, none may stay lent for good. */
  const settledInUse = async () => {
    const deadline = Date.now() + 3 * QUERY_TIMEOUT_MS;
    while (Date.now() < deadline && (outage.database.poolStats?.().inUse ?? 0) > 0)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return outage.database.poolStats?.().inUse;
  };

  it('answers 503 for the requests caught on them', { timeout: 30_000 }, async () => {
    await fillThePool();
    outage.proxy.freeze();

    const caught = await createHabits(POOL_SIZE, 'caught');
    expect(caught.map((answer) => answer.statusCode)).toEqual(Array(POOL_SIZE).fill(503));
    for (const answer of caught) {
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    expect(await settledInUse()).toBe(0);
  });

  it(
    'lends them to no one after, whether they went silent inside a transaction or before its BEGIN',
    { timeout: 30_000 },
    async () => {
      await fillThePool();
      // Half the connections are inside a transaction when they go silent, half idle in the pool.
      const half = POOL_SIZE / 2;
      let openGate = () => {};
      const gate = new Promise<void>((resolve) => (openGate = resolve));
      let inside = 0;
      let allInside = () => {};
      const everyoneInside = new Promise<void>((resolve) => (allInside = resolve));
      const heldOpen = Array.from({ length: half }, () =>
        outage.database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          if ((inside += 1) === half) allInside();
          await gate;
          await tx.execute(sql`select 2`);
        }),
      );
      await everyoneInside;
      outage.proxy.freeze();
      openGate();
      const begun = Array.from({ length: half }, () =>
        outage.database.db.transaction((tx) => tx.execute(sql`select 3`)),
      );
      const outcomes = await Promise.allSettled([...heldOpen, ...begun]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(POOL_SIZE).fill('rejected'));
      expect(await settledInUse()).toBe(0);

      // The next writes and health checks get new connections, not the silent ones.
      const after = await createHabits(POOL_SIZE, 'after');
      expect(after.map((answer) => answer.statusCode)).toEqual(Array(POOL_SIZE).fill(201));
      const started = Date.now();
      expect((await outage.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(QUERY_TIMEOUT_MS);
    },
  );
});
