import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { externalInputs } from './external-inputs';
import { builtInProvider, type AffirmationProvider } from './provider';
import { generateAffirmations } from './service';
import { REGENERATE_GUARD_MS } from '#domain/affirmations/affirmations';

/**
 * The plan limit lives inside the service's insert transaction (docs/architecture.md, "only one
 * way"), so every caller of the service gets it and a slow writer cannot let two sets through.
 */
describe('affirmation plan limit, enforced by the service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
  });
  afterAll(() => t.close());

  it('two requests racing past a slow writer: a Free member still gets one set of 3, the other is 402', async () => {
    const user = await t.createUser();
    // The writer holds both requests until both have passed the early check, as a slow chat model would.
    let waiting = 0;
    let release = () => {};
    const bothIn = new Promise<void>((resolve) => (release = resolve));
    const slow: AffirmationProvider = {
      async generate(...args) {
        waiting += 1;
        if (waiting === 2) release();
        await bothIn;
        return builtInProvider.generate(...args);
      },
    };
    const start = new Date();
    // The second request arrives after the double-click window, so it asks for a genuinely new set.
    const later = new Date(start.getTime() + REGENERATE_GUARD_MS + 1_000);
    const deps = { db: t.database.db, config: t.config, provider: slow, inputs: externalInputs };
    const results = await Promise.allSettled([
      generateAffirmations({ ...deps, now: () => start }, user.id),
      generateAffirmations({ ...deps, now: () => later }, user.id),
    ]);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ reason: { statusCode: 402 } });
    const listed = await t.as(user, { method: 'GET', url: '/api/affirmations' });
    expect(listed.json()).toHaveLength(3);
  });
});
