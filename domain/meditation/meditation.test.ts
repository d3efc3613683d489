import { describe, expect, it } from 'vitest';
import {
  BINAURAL_PRESETS,
  CreateMeditationSessionSchema,
  MEDITATION_CATALOGUE,
  MeditationSessionListQuerySchema,
  UpdateMeditationSessionSchema,
  clampVolume,
  formatClock,
  weekStart,
} from './meditation';

describe('meditation catalogue and presets', () => {
  it('holds the four sessions of the spec', () => {
    expect(MEDITATION_CATALOGUE.map(({ title, duration, type }) => [title, duration, type])).toEqual([
      ['Abundance Alignment', 15, 'guided'],
      ['Quantum Manifestation', 20, 'guided'],
      ['Financial Freedom Meditation', 12, 'guided'],
      ['Cosmic Wealth Attunement', 25, 'ambient'],
    ]);
    expect(new Set(MEDITATION_CATALOGUE.map((session) => session.id)).size).toBe(4);
  });

  it('holds the four binaural presets with their base and beat frequencies', () => {
    expect(BINAURAL_PRESETS.map(({ name, baseHz, beatHz }) => [name, baseHz, beatHz])).toEqual([
      ['Alpha Wealth', 432, 10],
      ['Theta Manifestation', 528, 6],
      ['Gamma Insight', 741, 40],
      ['Delta Healing', 396, 2],
    ]);
  });
});

describe('clampVolume', () => {
  it.each([
    [0, 0],
    [0.3, 0.3],
    [0.25, 0.3],
    [0.749, 0.7],
    [1, 1],
    [1.2, 1],
    [-0.1, 0],
    [Number.POSITIVE_INFINITY, 0.3],
  ])('%d -> %d', (input, expected) => {
    expect(clampVolume(input)).toBe(expected);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [61, '1:01'],
    [900, '15:00'],
    [1500, '25:00'],
    [-3, '0:00'],
  ])('%i s -> %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('weekStart', () => {
  it.each([
    ['2026-11-16', '2026-11-16'],
    ['2026-11-18', '2026-11-16'],
    ['2026-11-22', '2026-11-16'],
    ['2026-11-23', '2026-11-23'],
    ['2027-01-01', '2026-12-28'],
  ])('the week of %s starts on Monday %s', (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });
});

describe('session contracts', () => {
  const valid = { type: 'guided', duration: 15, title: 'Abundance Alignment' };

  it('accepts a session with or without completed, trimming the title', () => {
    expect(CreateMeditationSessionSchema.parse({ ...valid, title: '  Calm  ' }).title).toBe('Calm');
    expect(CreateMeditationSessionSchema.parse({ ...valid, completed: true }).completed).toBe(true);
  });

  it.each([
    ['type', { ...valid, type: 'silent' }],
    ['duration', { ...valid, duration: 0 }],
    ['duration', { ...valid, duration: 181 }],
    ['duration', { ...valid, duration: 2.5 }],
    ['duration', { ...valid, duration: '15' }],
    ['title', { ...valid, title: '   ' }],
    ['title', { ...valid, title: 'x'.repeat(101) }],
    ['completed', { ...valid, completed: 'yes' }],
    ['', { ...valid, extra: 1 }],
  ])('refuses a bad %s', (field, body) => {
    const result = CreateMeditationSessionSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (field) expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('takes 1 and 180 minutes and a 100-character title at the limits', () => {
    expect(CreateMeditationSessionSchema.safeParse({ ...valid, duration: 1 }).success).toBe(true);
    expect(CreateMeditationSessionSchema.safeParse({ ...valid, duration: 180 }).success).toBe(true);
    expect(CreateMeditationSessionSchema.safeParse({ ...valid, title: 'x'.repeat(100) }).success).toBe(true);
  });

  it.each([
    [{ completed: true }, true],
    [{ moodBefore: 1 }, true],
    [{ moodAfter: 5, completed: true }, true],
    [{ moodBefore: null, moodAfter: null }, true],
    [{}, false],
    [{ completed: true, title: 'x' }, false],
    [{ moodBefore: 0 }, false],
    [{ moodAfter: 6 }, false],
    [{ moodAfter: 2.5 }, false],
    [{ moodBefore: '3' }, false],
  ])('updates completion and moods only: %j is valid = %s', (body, valid) => {
    expect(UpdateMeditationSessionSchema.safeParse(body).success).toBe(valid);
  });

  it('lists 50 by default and at most 200', () => {
    expect(MeditationSessionListQuerySchema.parse({}).limit).toBe(50);
    expect(MeditationSessionListQuerySchema.parse({ limit: '5' }).limit).toBe(5);
    expect(MeditationSessionListQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
  });
});
