import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoodSeriesSchema } from '#domain/journal/mood';
import { energyReadings } from '#server/db/schema/energy';
import { meditationSessions } from '#server/db/schema/meditation';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('GET /api/mood', () => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    ann = await t.createUser({ timeZone: 'UTC' });
    ben = await t.createUser({ timeZone: 'UTC' });
    const journal = (user: TestUser, day: string, mood: number) =>
      t.as(user, { method: 'POST', url: '/api/journal', payload: { day, mood } });
    // Monday 2 November: two journal moods (mean 3), a session and a check-in that do not count.
    await journal(ann, '2026-11-02', 2);
    await journal(ann, '2026-11-02', 4);
    // Tuesday: no journal mood, so the sessions' mood after (mean 4.5).
    // Wednesday: only a check-in, "calm" = 4.
    await t.database.db
      .insert(meditationSessions)
      .values([
        session(ann.id, '2026-11-02', 5),
        session(ann.id, '2026-11-03', 4),
        session(ann.id, '2026-11-03', 5),
        session(ben.id, '2026-11-03', 1),
      ]);
    await t.database.db
      .insert(energyReadings)
      .values([reading(ann.id, '2026-11-02', 'stressed'), reading(ann.id, '2026-11-04', 'calm')]);
    await journal(ann, '2026-11-16', 1);
  });
  afterAll(() => t.close());

  const session = (userId: string, day: string, moodAfter: number) => ({
    userId,
    type: 'guided' as const,
    duration: 10,
    title: 'Evening calm',
    completed: true,
    completedAt: new Date(`${day}T20:00:00Z`),
    completedDay: day,
    moodBefore: 3,
    moodAfter,
    createdAt: new Date(`${day}T19:50:00Z`),
  });
  const reading = (userId: string, day: string, feeling: 'stressed' | 'calm') => ({
    userId,
    day,
    frequency: 528,
    coherence: 87,
    vibrationType: 'Wealth',
    feeling,
    energyLevel: 5,
  });
  const mood = (user: TestUser, query: string) => t.as(user, { method: 'GET', url: `/api/mood?${query}` });

  it('takes each day from journal, else sessions, else check-ins', async () => {
    const response = await mood(ann, 'from=2026-11-02&to=2026-11-05&by=day');
    expect(response.statusCode).toBe(200);
    expect(MoodSeriesSchema.parse(response.json())).toEqual([
      { period: '2026-11-02', meanMood: 3, count: 1 },
      { period: '2026-11-03', meanMood: 4.5, count: 1 },
      { period: '2026-11-04', meanMood: 4, count: 1 },
      { period: '2026-11-05', meanMood: null, count: 0 },
    ]);
  });

  it('groups by week and month, each day counting once', async () => {
    const weeks = MoodSeriesSchema.parse((await mood(ann, 'from=2026-11-02&to=2026-11-22&by=week')).json());
    expect(weeks).toEqual([
      { period: '2026-W45', meanMood: 3.83, count: 3 },
      { period: '2026-W46', meanMood: null, count: 0 },
      { period: '2026-W47', meanMood: 1, count: 1 },
    ]);
    const months = MoodSeriesSchema.parse((await mood(ann, 'from=2026-10-01&to=2026-11-30&by=month')).json());
    expect(months).toEqual([
      { period: '2026-10', meanMood: null, count: 0 },
      { period: '2026-11', meanMood: 3.13, count: 4 },
    ]);
  });

  it('shows a member only their own moods', async () => {
    const bens = MoodSeriesSchema.parse((await mood(ben, 'from=2026-11-02&to=2026-11-04')).json());
    expect(bens.map((period) => period.meanMood)).toEqual([null, 1, null]);
  });

  it.each([
    ['to=2026-11-05', 'querystring from'],
    ['from=2026-11-05', 'querystring to'],
    ['from=2026-11-05&to=2026-11-01', 'querystring to'],
    ['from=2025-01-01&to=2026-02-05', 'querystring to'],
    ['from=2026-11-01&to=2026-11-05&by=year', 'querystring by'],
  ])('refuses %s naming %s', async (query, field) => {
    const response = await mood(ann, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(field), response.json().message).toBe(true);
  });
});
