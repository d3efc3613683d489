import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LANE_CONCURRENCY } from '#domain/shared/jobs';
import type { DatabaseHandle } from '#server/db/client';
import { users } from '#server/db/schema/users';
import { openTestDatabase } from '#server/test-support/test-database';
import { enqueueJob } from './job-repository';
import { JobRunner } from './job-runner';

const silent = pino({ level: 'silent' });

/** A handler that holds its job until `release` is called, recording who is in it meanwhile. */
function gate() {
  const inside: Array<string | null> = [];
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    inside,
    release: () => open(),
    handler: async (payload: unknown) => {
      inside.push(
        typeof payload === 'object' && payload && 'member' in payload ? String(payload.member) : null,
      );
      await opened;
    },
  };
}

describe('job lanes', () => {
  let database: DatabaseHandle;
  let runner: JobRunner | null = null;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await runner?.stop();
    await database.close();
  });

  const member = async () => {
    const [row] = await database.db
      .insert(users)
      .values({ email: `lanes-${crypto.randomUUID()}@example.com`, firstName: 'L' })
      .returning({ id: users.id });
    if (!row) throw new Error('no user');
    return row.id;
  };

  it('runs mail while every webhook slot is held, and spreads webhook slots over members', async () => {
    const stuck = gate();
    const mailed: string[] = [];
    runner = new JobRunner(database.db, silent);
    runner.register('test.deliver', 'webhooks', stuck.handler);
    runner.register('test.mail', 'mail', async (payload) => {
      mailed.push(JSON.stringify(payload));
    });
    const [greedy, other] = [await member(), await member()];
    const slots = JOB_LANE_CONCURRENCY.webhooks;
    for (let index = 0; index < slots + 2; index += 1)
      await enqueueJob(database.db, { queue: 'test.deliver', payload: { member: greedy }, userId: greedy });
    await enqueueJob(database.db, { queue: 'test.deliver', payload: { member: other }, userId: other });
    for (let index = 0; index < slots; index += 1)
      await enqueueJob(database.db, { queue: 'test.deliver', payload: { member: null } });

    runner.start(20);
    await expect.poll(() => stuck.inside.length).toBe(slots);
    await enqueueJob(database.db, { queue: 'test.mail', payload: { to: 'a@example.com' } });
    await expect.poll(() => mailed, { timeout: 2_000 }).toEqual(['{"to":"a@example.com"}']);

    // The greedy member holds one slot; the other member and jobs of no member got the rest.
    expect(stuck.inside.filter((who) => who === greedy)).toHaveLength(1);
    expect(stuck.inside).toContain(other);
    stuck.release();
    await expect.poll(() => stuck.inside.length).toBe(2 * slots + 3);
    await runner.stop();
  });
});
