import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerateAffirmationsResultSchema } from '#domain/affirmations/affirmations';
import { addDays, localDay } from '#domain/shared/dates';
import { affirmationLibrary } from '#domain/affirmations/library';
import { habits } from '#server/db/schema/habits';
import { moonIntentions } from '#server/db/schema/sky-intentions';
import { goals } from '#server/db/schema/goals';
import { recordPractice } from '#server/practice/practice-log';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { cosmicDay } from '#domain/sky/sky';
import { loadAffirmationContext } from './context';
import { externalInputs, type ExternalInputs } from './external-inputs';
import { builtInProvider } from './provider';
import { EXHAUSTED_MESSAGE, generateAffirmations } from './service';

const TODAY = '2026-03-10';

const linesOf = (id: string) =>
  new Set(
    affirmationLibrary()
      .categories.find((category) => category.id === id)
      ?.lines.map((line) => line.text),
  );
const libraryLines = new Set(
  [
    ...affirmationLibrary().categories.flatMap((category) => category.lines),
    ...affirmationLibrary().practice,
  ].map((line) => line.text),
);

describe('generating from the user’s own data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fakeInputs: ExternalInputs = {
    loadGoals: async () => [
      { title: 'Emergency fund', targetAmount: 10000, manifestationDate: '2026-12-01' },
    ],
    loadHabits: async () => [{ title: 'Review budget', category: 'financial' }],
    loadIntention: async () => null,
    moonPhaseName: (day) => (day === TODAY ? 'Waxing Gibbous' : null),
  };

  it('reads practice from practice_log, and the other features’ inputs separately', async () => {
    const user = await t.createUser();
    const db = t.database.db;
    for (const [offset, minutes] of [
      [0, 15],
      [-1, 20],
      [-2, 10],
      [-8, 30],
    ] as const)
      await recordPractice(db, {
        userId: user.id,
        day: addDays(TODAY, offset),
        kind: 'meditation',
        sourceId: `m${offset}`,
        minutes,
      });
    await recordPractice(db, { userId: user.id, day: TODAY, kind: 'ritual', sourceId: 'r1' });
    const context = await loadAffirmationContext(db, { id: user.id, timeZone: 'UTC' }, TODAY, fakeInputs);
    expect(context).toMatchObject({
      today: TODAY,
      practice: { streak: 3, returnedToday: false, minutesLast7Days: 45 },
      moonPhase: 'Waxing Gibbous',
      goals: [{ title: 'Emergency fund' }],
      habits: [{ title: 'Review budget' }],
      recent: [],
    });
    const bare = await loadAffirmationContext(db, { id: user.id, timeZone: 'UTC' }, TODAY, externalInputs);
    expect(bare).toMatchObject({ goals: [], habits: [], moonPhase: cosmicDay(TODAY, 'UTC').moonPhase.name });
  });

  it('reads the user’s active habits from the habits table (archived ones and other users’ are left out)', async () => {
    const user = await t.createUser();
    const stranger = await t.createUser();
    const habit = { category: 'learning' as const, frequency: 'daily' as const, startDay: TODAY };
    await t.database.db.insert(habits).values([
      { ...habit, userId: user.id, title: 'Read 10 pages' },
      { ...habit, userId: user.id, title: 'Old habit', isArchived: true },
      { ...habit, userId: stranger.id, title: 'Not mine' },
    ]);
    const context = await loadAffirmationContext(
      t.database.db,
      { id: user.id, timeZone: 'UTC' },
      TODAY,
      externalInputs,
    );
    expect(context.habits).toEqual([{ title: 'Read 10 pages', category: 'learning' }]);
    // Without a moon phase competing for the three lines, the habit must be written about.
    const result = await generateAffirmations(
      {
        db: t.database.db,
        config: t.config,
        provider: builtInProvider,
        inputs: { ...externalInputs, moonPhaseName: () => null },
      },
      user.id,
    );
    // A reading habit brings Focus; the habit's own title is never pasted.
    expect(result.affirmations.some((a) => linesOf('focus').has(a.content))).toBe(true);
    expect(result.affirmations.some((a) => a.content.includes('Read 10 pages'))).toBe(false);
  });

  it.each<[string, number[], boolean]>([
    ['a first day of practice', [0], false],
    ['today after four quiet days', [0, -5], true],
    ['today after two quiet days', [0, -3], false],
    ['a break with nothing today yet', [-5, -6], false],
  ])('knows a return after a break only when it is true: %s', async (_name, offsets, returned) => {
    const user = await t.createUser();
    for (const offset of offsets)
      await recordPractice(t.database.db, {
        userId: user.id,
        day: addDays(TODAY, offset),
        kind: 'meditation',
        sourceId: crypto.randomUUID(),
        minutes: 10,
      });
    const context = await loadAffirmationContext(
      t.database.db,
      { id: user.id, timeZone: 'UTC' },
      TODAY,
      fakeInputs,
    );
    expect(context.practice.returnedToday).toBe(returned);
  });

  it('reads the member’s intention of the current cycle, not one from a cycle long gone', async () => {
    const user = await t.createUser();
    const now = Date.now();
    await t.database.db.insert(moonIntentions).values([
      {
        userId: user.id,
        cycleNewMoon: new Date(now - 200 * 86_400_000),
        text: 'Old wish',
        requestId: crypto.randomUUID(),
      },
      {
        userId: user.id,
        cycleNewMoon: new Date(now - 10 * 86_400_000),
        text: 'Pay off my loan',
        requestId: crypto.randomUUID(),
      },
    ]);
    const context = await loadAffirmationContext(
      t.database.db,
      { id: user.id, timeZone: 'UTC' },
      localDay(new Date(), 'UTC'),
      externalInputs,
    );
    expect(context.intention).toBe('Pay off my loan');
    const other = await t.createUser();
    await t.database.db.insert(moonIntentions).values({
      userId: other.id,
      cycleNewMoon: new Date(now - 200 * 86_400_000),
      text: 'Old wish',
      requestId: crypto.randomUUID(),
    });
    const stale = await loadAffirmationContext(
      t.database.db,
      { id: other.id, timeZone: 'UTC' },
      localDay(new Date(), 'UTC'),
      externalInputs,
    );
    expect(stale.intention).toBeNull();
  });

  it('opens with a saving line for a goal about an emergency fund and never repeats across days', async () => {
    const user = await t.createUser();
    const deps = { db: t.database.db, config: t.config, provider: builtInProvider, inputs: fakeInputs };
    const seen = new Set<string>();
    for (let day = 0; day < 5; day += 1) {
      const now = new Date(`${addDays(TODAY, day)}T12:00:00Z`);
      const result = await generateAffirmations({ ...deps, now: () => now }, user.id);
      expect(result.created).toBe(true);
      expect(linesOf('saving').has(result.affirmations[0]?.content ?? '')).toBe(true);
      for (const affirmation of result.affirmations) {
        expect(seen.has(affirmation.content)).toBe(false);
        seen.add(affirmation.content);
      }
    }
  });

  it('answers 409 with a clear message when no fresh affirmation is left', async () => {
    const user = await t.createUser();
    const empty = { generate: async () => ({ source: 'built-in' as const, affirmations: [] }) };
    await expect(
      generateAffirmations(
        { db: t.database.db, config: t.config, provider: empty, inputs: externalInputs },
        user.id,
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: EXHAUSTED_MESSAGE });
  });
});

describe('POST /api/affirmations/generate with a chat model configured', () => {
  let model: Server;
  let t: TestApp;
  let answer = '';
  beforeAll(async () => {
    model = createServer((request, response) => {
      request.resume();
      request.on('end', () =>
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] })),
      );
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const address = model.address();
    if (!address || typeof address === 'string') throw new Error('model server has no port');
    t = await createTestApp({
      AI_BASE_URL: `http://127.0.0.1:${address.port}/v1`,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => model.close(() => resolve()));
  });

  it('stores the model’s lines, and falls back to the library when the reply is malformed', async () => {
    answer = 'Wealth flows to me with ease.\nI trust my money decisions.\nI am grateful for my income.';
    const user = await t.createUser();
    const first = GenerateAffirmationsResultSchema.parse(
      (await t.as(user, { method: 'POST', url: '/api/affirmations/generate' })).json(),
    );
    expect(first.affirmations.map((a) => a.content)).toEqual(answer.split('\n'));

    answer = 'only one line';
    const other = await t.createUser();
    const response = await t.as(other, { method: 'POST', url: '/api/affirmations/generate' });
    expect(response.statusCode).toBe(201);
    const fallback = GenerateAffirmationsResultSchema.parse(response.json());
    expect(fallback.affirmations).toHaveLength(3);
    for (const affirmation of fallback.affirmations) expect(libraryLines.has(affirmation.content)).toBe(true);
    expect(fallback.date).toBe(localDay(new Date(), 'UTC'));
  });
});

describe('the real inputs from goals and the moon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads the user’s open goals (not finished ones, not other users’) and the day’s moon phase', async () => {
    const user = await t.createUser();
    const stranger = await t.createUser();
    await t.database.db.insert(goals).values([
      {
        userId: user.id,
        title: 'Emergency fund',
        targetAmount: 250_000,
        manifestationDate: '2026-12-01',
        setOn: TODAY,
      },
      {
        userId: user.id,
        title: 'Paid off car',
        targetAmount: null,
        manifestationDate: '2026-01-01',
        currentProgress: 100,
        setOn: TODAY,
      },
      {
        userId: stranger.id,
        title: 'Not mine',
        targetAmount: null,
        manifestationDate: '2026-06-01',
        setOn: TODAY,
      },
    ]);
    const context = await loadAffirmationContext(
      t.database.db,
      { id: user.id, timeZone: 'America/Los_Angeles' },
      TODAY,
      externalInputs,
    );
    expect(context.goals).toEqual([
      { title: 'Emergency fund', targetAmount: 250_000, manifestationDate: '2026-12-01' },
    ]);
    expect(context.moonPhase).toBe(cosmicDay(TODAY, 'America/Los_Angeles').moonPhase.name);
  });
});
