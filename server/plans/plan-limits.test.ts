import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitedFeature, PlanId } from '#domain/plans/plans';
import { loadConfig } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
import { practiceLog } from '#server/db/schema/practice';
import { users } from '#server/db/schema/users';
import { HttpError } from '#server/http/errors';
import { openTestDatabase } from '#server/test-support/test-database';
import { assertWithinPlan } from '#server/plans/plan-limits';
import { paymentsEnv } from '#server/test-support/stripe/payments-test-kit';

const enforced = loadConfig({ ENFORCE_PLAN_LIMITS: 'true' });
const withStripe = loadConfig(paymentsEnv({ url: 'http://127.0.0.1:9' }));
const selfHosted = loadConfig({});

describe('assertWithinPlan', () => {
  let database: DatabaseHandle;
  const userIds: Partial<Record<PlanId, string>> = {};
  beforeAll(async () => {
    database = await openTestDatabase();
    for (const plan of ['free', 'pro', 'premium'] as const) {
      const [row] = await database.db
        .insert(users)
        .values({ email: `${plan}-limits@example.com`, plan })
        .returning({ id: users.id });
      userIds[plan] = row?.id;
    }
  });
  afterAll(() => database.close());

  const check = (plan: PlanId, feature: LimitedFeature, used: number, config = enforced) =>
    assertWithinPlan(database.db, config, userIds[plan] ?? '', feature, used);

  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof HttpError)) throw new Error('expected an HttpError');
    return { status: error.statusCode, message: error.message };
  }

  it.each<[PlanId, LimitedFeature, number, number]>([
    ['free', 'affirmations', 0, 3],
    ['free', 'affirmations', 2, 1],
    ['free', 'goals', 0, 1],
    ['pro', 'goals', 4, 1],
    ['pro', 'affirmations', 300, Infinity],
    ['pro', 'habits', 0, Infinity],
    ['pro', 'stories', 0, Infinity],
    ['premium', 'goals', 40, Infinity],
  ])('allows %s %s after %i, %s more', async (plan, feature, used, remaining) => {
    expect(await check(plan, feature, used)).toBe(remaining);
  });

  it.each<[PlanId, LimitedFeature, number, string]>([
    ['free', 'affirmations', 3, 'Upgrade to Pro for unlimited affirmations.'],
    ['free', 'goals', 1, 'Upgrade to Pro for up to 5 goals.'],
    ['free', 'habits', 0, 'Upgrade to Pro to track your wealth habits.'],
    ['free', 'stories', 0, 'Upgrade to Pro to share your success story.'],
    ['pro', 'goals', 5, 'Upgrade to Premium for unlimited goals.'],
  ])('refuses %s %s after %i with 402 naming the plan', async (plan, feature, used, unlock) => {
    const { status, message } = await refusal(check(plan, feature, used));
    expect(status).toBe(402);
    expect(message).toContain(unlock);
  });

  it('applies when Stripe is configured, and not on a self-hosted install without it', async () => {
    expect((await refusal(check('free', 'goals', 1, withStripe))).status).toBe(402);
    expect(await check('free', 'goals', 1, selfHosted)).toBe(Infinity);
    expect(await check('free', 'habits', 0, selfHosted)).toBe(Infinity);
  });

  it('counts after locking the plan when given a function, inside the caller transaction', async () => {
    const counted: string[] = [];
    await database.db.transaction(async (tx) => {
      const remaining = await assertWithinPlan(tx, enforced, userIds.free ?? '', 'affirmations', async () => {
        counted.push('counted');
        return 1;
      });
      expect(remaining).toBe(2);
    });
    expect(counted).toEqual(['counted']);
  });

  it('lets only one of two concurrent transactions take the last slot', async () => {
    // practice_log stands in for a feature's table: count the user's rows, then insert one.
    const [row] = await database.db
      .insert(users)
      .values({ email: `race-${randomUUID()}@example.com` })
      .returning({ id: users.id });
    const userId = row?.id ?? '';
    const addOne = () =>
      database.db.transaction(async (tx) => {
        await assertWithinPlan(tx, enforced, userId, 'goals', async (locked) => {
          const [counted] = await locked
            .select({ n: count() })
            .from(practiceLog)
            .where(eq(practiceLog.userId, userId));
          return counted?.n ?? 0;
        });
        await tx
          .insert(practiceLog)
          .values({ userId, day: '2026-01-01', kind: 'ritual', sourceId: randomUUID() });
      });
    const results = await Promise.allSettled([addOne(), addOne()]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const [total] = await database.db
      .select({ n: count() })
      .from(practiceLog)
      .where(eq(practiceLog.userId, userId));
    expect(total?.n).toBe(1);
  });

  it('reads the current plan', async () => {
    const id = userIds.free ?? '';
    await database.db.update(users).set({ plan: 'pro' }).where(eq(users.id, id));
    expect(await check('free', 'goals', 1)).toBe(4);
    await database.db.update(users).set({ plan: 'free' }).where(eq(users.id, id));
  });
});
