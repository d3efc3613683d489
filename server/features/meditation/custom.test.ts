import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomMeditationSchema } from '#domain/meditation/custom';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const URL = '/api/custom-meditations';
const design = {
  title: 'Before the pitch',
  durationMinutes: 5,
  soundscapes: [
    { id: 'rain', volume: 0.4 },
    { id: 'bowl', volume: 0.2 },
  ],
  beats: { mode: 'isochronic', carrierHz: 220, beatHz: 8 },
  bellIntervalMinutes: 1,
  cues: [
    { atSeconds: 3, text: 'Sit tall and breathe low.' },
    { atSeconds: 120, text: 'See the room. Say your first sentence.' },
  ],
};

describe('/api/custom-meditations with plan limits on', () => {
  let t: TestApp;
  let premium: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
    premium = await t.createUser({ plan: 'premium' });
  });
  afterAll(() => t.close());
  const post = (user: TestUser | null, payload: object) => t.as(user, { method: 'POST', url: URL, payload });

  it('refuses a visitor', async () => {
    expect((await post(null, design)).statusCode).toBe(401);
  });

  it('creates (201), lists, reads, changes and deletes a Premium member’s meditation', async () => {
    const created = await post(premium, design);
    expect(created.statusCode).toBe(201);
    const body = CustomMeditationSchema.parse(created.json());
    expect(body).toMatchObject(design);
    const url = `${URL}/${body.id}`;
    expect(
      (await t.as(premium, { method: 'GET', url: URL })).json().map((item: { id: string }) => item.id),
    ).toContain(body.id);
    expect((await t.as(premium, { method: 'GET', url })).json()).toMatchObject(design);
    const patched = await t.as(premium, {
      method: 'PATCH',
      url,
      payload: { title: 'Pitch day', beats: { mode: 'off' } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Pitch day', beats: { mode: 'off' }, cues: design.cues });
    expect((await t.as(premium, { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await t.as(premium, { method: 'GET', url })).statusCode).toBe(404);
  });

  it.each(['free', 'pro'] as const)('refuses a %s member with 402 naming Premium', async (plan) => {
    const user = await t.createUser({ plan });
    const response = await post(user, design);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toMatch(/Premium/);
    expect((await t.as(user, { method: 'GET', url: URL })).json()).toEqual([]);
  });

  it('makes one meditation from a save sent twice with the same request id, even at once', async () => {
    const requestId = '6c1f1d0e-0b7a-4a57-9a57-3f0d7c4b9e21';
    const [first, second] = await Promise.all([
      post(premium, { ...design, requestId }),
      post(premium, { ...design, requestId }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().id).toBe(second.json().id);
    const list = await t.as(premium, { method: 'GET', url: '/api/custom-meditations' });
    expect(list.json().filter((item: { id: string }) => item.id === first.json().id)).toHaveLength(1);
    const bad = await post(premium, { ...design, requestId: 'not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('requestId');
  });

  it("answers 404 for another member's meditation on every verb", async () => {
    const { id } = (await post(premium, design)).json();
    const stranger = await t.createUser({ plan: 'premium' });
    const url = `${URL}/${id}`;
    expect((await t.as(stranger, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(stranger, { method: 'PATCH', url, payload: { title: 'Mine now' } })).statusCode).toBe(
      404,
    );
    expect((await t.as(stranger, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await t.as(premium, { method: 'GET', url })).json().title).toBe(design.title);
  });

  it.each([
    ['title', { title: '' }],
    ['title', { title: 'x'.repeat(81) }],
    ['durationMinutes', { durationMinutes: 0 }],
    ['durationMinutes', { durationMinutes: 121 }],
    ['durationMinutes', { durationMinutes: 2.5 }],
    ['soundscapes[0].id', { soundscapes: [{ id: 'thunder', volume: 1 }] }],
    ['soundscapes[0].volume', { soundscapes: [{ id: 'rain', volume: 1.5 }] }],
    ['beats.beatHz', { beats: { mode: 'binaural', carrierHz: 200, beatHz: 41 } }],
    ['beats.beatHz', { beats: { mode: 'binaural', carrierHz: 200, beatHz: 0.4 } }],
    ['beats.carrierHz', { beats: { mode: 'binaural', carrierHz: 99, beatHz: 4 } }],
    ['beats.carrierHz', { beats: { mode: 'binaural', carrierHz: 1001, beatHz: 4 } }],
    ['beats.preset', { beats: { mode: 'binaural', preset: 'nope' } }],
    ['beats.preset', { beats: { mode: 'binaural' } }],
    ['beats.mode', { beats: { mode: 'loud' } }],
    ['bellIntervalMinutes', { bellIntervalMinutes: 61 }],
    ['cues[0].atSeconds', { cues: [{ atSeconds: 300, text: 'Too late' }] }],
    [
      'cues[1].text',
      {
        cues: [
          { atSeconds: 1, text: 'ok' },
          { atSeconds: 2, text: '' },
        ],
      },
    ],
    ['cues[0].text', { cues: [{ atSeconds: 1, text: 'x'.repeat(501) }] }],
    ['cues', { cues: Array.from({ length: 101 }, (_, i) => ({ atSeconds: i, text: 'Breathe.' })) }],
  ])('bad %s answers 400 naming it', async (field, change) => {
    const response = await post(premium, { ...design, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(`${field}: `)).toBe(true);
  });

  it('a PATCH that leaves a cue outside a shorter duration answers 400 naming the cue', async () => {
    const { id } = (await post(premium, design)).json();
    const response = await t.as(premium, {
      method: 'PATCH',
      url: `${URL}/${id}`,
      payload: { durationMinutes: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^cues\[1\]\.atSeconds: /);
  });
});

describe('/api/custom-meditations with limits off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets any member create one', async () => {
    const user = await t.createUser();
    expect((await t.as(user, { method: 'POST', url: URL, payload: design })).statusCode).toBe(201);
  });
});
