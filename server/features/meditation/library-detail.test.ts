import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeditationDetailSchema, libraryFor } from '#domain/meditation/library';
import { findScript } from '#domain/meditation/script-index';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const read = (t: TestApp, user: Parameters<TestApp['as']>[0], id: string) =>
  t.as(user, { method: 'GET', url: `/api/meditations/${id}` });

describe('GET /api/meditations/:id with plan limits on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
  });
  afterAll(() => t.close());

  it('refuses a visitor', async () => {
    expect((await read(t, null, 'first-breath')).statusCode).toBe(401);
  });

  it('answers a free session to a Free member: the list item’s fields and every cue in order', async () => {
    const user = await t.createUser();
    const response = await read(t, user, 'first-breath');
    expect(response.statusCode).toBe(200);
    const detail = MeditationDetailSchema.parse(response.json());
    const { cues, ...item } = detail;
    expect(item).toEqual(libraryFor(false).find((entry) => entry.id === 'first-breath'));
    const script = findScript('first-breath');
    expect(cues).toEqual(script?.cues.map((cue) => ({ atSeconds: cue.at, text: cue.text })));
    expect(Object.keys(response.json()).sort()).toEqual(
      ['cues', 'description', 'duration', 'id', 'locked', 'plan', 'theme', 'title', 'type'].sort(),
    );
  });

  it('carries the announced silences of a session that has them', async () => {
    const user = await t.createUser({ plan: 'pro' });
    const detail = MeditationDetailSchema.parse((await read(t, user, 'sleep-descent')).json());
    expect(detail.locked).toBe(false);
    const announced = detail.cues.filter((cue) => cue.silenceAfterSeconds !== undefined);
    expect(announced.length).toBeGreaterThan(0);
    expect(announced.every((cue) => (cue.silenceAfterSeconds ?? 0) <= 180)).toBe(true);
  });

  it('refuses a Pro session to a Free member with 402 naming Pro', async () => {
    const user = await t.createUser();
    const response = await read(t, user, 'sleep-descent');
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toMatch(/Pro/);
  });

  it.each([
    ['an unknown id', 'no-such-session', 404],
    ['a scenario id (scenarios are not library sessions)', 'golden-abundance-temple', 404],
    ['an id that is not a slug', 'Not_A_Slug', 400],
  ])('answers %s with %i', async (_name, id, status) => {
    const user = await t.createUser({ plan: 'pro' });
    const response = await read(t, user, id);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(status === 400 ? /id/ : /No meditation/);
  });
});

describe('GET /api/meditations/:id with limits off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a Pro session to a Free member', async () => {
    const user = await t.createUser();
    const response = await read(t, user, 'full-body-scan');
    expect(response.statusCode).toBe(200);
    expect(MeditationDetailSchema.parse(response.json()).cues.length).toBeGreaterThan(20);
  });
});
