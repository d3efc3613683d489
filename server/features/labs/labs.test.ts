import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABS, LabIdSchema, LabListSchema } from '#domain/labs/labs';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('Labs (early access) API', () => {
  let t: TestApp;
  let premium: TestUser;
  let pro: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
    premium = await t.createUser({ plan: 'premium' });
    pro = await t.createUser({ plan: 'pro' });
  });
  afterAll(() => t.close());

  const put = (user: TestUser, id: string, payload: unknown) =>
    t.as(user, { method: 'PUT', url: `/api/labs/${id}`, payload: payload as object });
  const list = async (user: TestUser) =>
    LabListSchema.parse((await t.as(user, { method: 'GET', url: '/api/labs' })).json());

  it('declares every lab id in one module', () => {
    expect(LABS.map((lab) => LabIdSchema.parse(lab.id))).toEqual(LabIdSchema.options);
  });

  it('lists the labs, all off at first', async () => {
    expect((await list(pro)).map((lab) => [lab.id, lab.enabled])).toEqual([['coachReadAloud', false]]);
  });

  it('400s an unknown lab or a bad body; 402 naming Premium below it', async () => {
    expect((await put(premium, 'teleport', { enabled: true })).statusCode).toBe(400);
    const bad = await put(premium, 'coachReadAloud', { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('enabled');
    const refused = await put(pro, 'coachReadAloud', { enabled: true });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toContain('Premium');
  });

  it('switches a lab on and off for that member only, twice in a row being harmless', async () => {
    await Promise.all([
      put(premium, 'coachReadAloud', { enabled: true }),
      put(premium, 'coachReadAloud', { enabled: true }),
    ]);
    expect((await list(premium))[0]?.enabled).toBe(true);
    expect((await list(pro))[0]?.enabled).toBe(false);
    expect((await put(premium, 'coachReadAloud', { enabled: false })).json().enabled).toBe(false);
  });
});
