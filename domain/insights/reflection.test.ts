import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/shared/dates';
import type { MoonPhaseName } from '#domain/sky/phases';
import { seededRandom } from '#domain/shared/random';
import { bootstrapDifference, clearOfZero, reflect, type ReflectionInput } from './reflection';

/** `count` days from 2026-01-01 with the moods given in turn; practised where `practised(index)`. */
function days(moods: number[], practised: (index: number) => boolean, count = moods.length): ReflectionInput {
  const map = new Map<string, number>();
  const practisedDays = new Set<string>();
  const phases = new Map<string, MoonPhaseName>();
  for (let index = 0; index < count; index += 1) {
    const day = addDays('2026-01-01', index);
    map.set(day, moods[index % moods.length] ?? 3);
    if (practised(index)) practisedDays.add(day);
    phases.set(day, index % 2 === 0 ? 'Full Moon' : 'New Moon');
  }
  return { moods: map, practisedDays, sessionChanges: [], phases };
}

const random = () => seededRandom('reflection-test');

describe('what helps, honestly', () => {
  it('reports an effect: 40 days, meditated days clearly better', () => {
    // Practised days (even) 4 or 5; other days (odd) 2 or 3.
    const input = days([4, 2, 5, 3], (index) => index % 2 === 0, 40);
    const result = reflect({ ...input, sessionChanges: [1, 2, 1, 0, 1, 2, 1, 1] }, random());
    expect(result.enough).toBe(true);
    expect(result.missing).toEqual([]);
    expect(result.days).toBe(40);
    expect(result.moodByPractice.practised).toEqual({ days: 20, meanMood: 4.5 });
    expect(result.moodByPractice.other).toEqual({ days: 20, meanMood: 2.5 });
    expect(clearOfZero(result.moodByPractice.interval)).toBe(true);
    expect(result.practiceEffect).toMatchObject({ sessions: 8, meanChange: 1.13 });
    expect(clearOfZero(result.practiceEffect.interval)).toBe(true);
  });

  it('reports noise as not enough: the same moods on both kinds of day', () => {
    // Moods 2,4,3,5,... on practised (index % 4 < 2) and other days alike.
    const input = days([2, 4, 4, 2, 3, 5, 5, 3], (index) => index % 4 < 2, 40);
    const result = reflect(input, random());
    expect(result.enough).toBe(false);
    expect(result.missing).toEqual([
      'a difference larger than your mood’s usual ups and downs: so far the two kinds of day look alike',
    ]);
    expect(clearOfZero(result.moodByPractice.interval)).toBe(false);
  });

  it('reports a small difference drowned by large swings as not enough', () => {
    // Practised days average 3.2, others 3.0, but each swings between 1 and 5.
    const practised = [5, 1, 5, 1, 4];
    const other = [5, 1, 5, 1, 3];
    const moods = new Map<string, number>();
    const practisedDays = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      const day = addDays('2026-03-01', index);
      if (index % 2 === 0) {
        practisedDays.add(day);
        moods.set(day, practised[(index / 2) % 5] ?? 3);
      } else moods.set(day, other[((index - 1) / 2) % 5] ?? 3);
    }
    const result = reflect({ moods, practisedDays, sessionChanges: [], phases: new Map() }, random());
    expect(result.moodByPractice.practised.meanMood).toBe(3.2);
    expect(result.moodByPractice.other.meanMood).toBe(3);
    expect(result.enough).toBe(false);
  });

  it.each([
    [13, 'days with a mood', '1 more day with a mood (you have 13 of 14)'],
    [5, 'days with a mood', '9 more days with a mood (you have 5 of 14)'],
  ])('claims nothing from %i days', (count, _what, message) => {
    const result = reflect(
      days([5, 1], (index) => index % 2 === 0, count),
      random(),
    );
    expect(result.enough).toBe(false);
    expect(result.missing).toEqual([message]);
  });

  it('asks for 5 days on each side before comparing', () => {
    expect(
      reflect(
        days([4], () => true, 20),
        random(),
      ).missing,
    ).toEqual(['days without a meditation, to compare with the days you meditated']);
    expect(
      reflect(
        days([4], () => false, 20),
        random(),
      ).missing,
    ).toEqual(['days with a meditation and a mood, to compare with your other days']);
  });

  it('gives a moon phase a mean only from 5 days', () => {
    const result = reflect(
      days([4, 2], () => false, 9),
      random(),
    );
    expect(result.moodByMoonPhase.find((row) => row.phase === 'Full Moon')).toEqual({
      phase: 'Full Moon',
      days: 5,
      meanMood: 4,
    });
    expect(result.moodByMoonPhase.find((row) => row.phase === 'New Moon')).toEqual({
      phase: 'New Moon',
      days: 4,
      meanMood: null,
    });
    expect(result.moodByMoonPhase).toHaveLength(8);
  });

  it('draws the same interval from the same seed', () => {
    const a = [4, 5, 3, 4, 5];
    const b = [3, 2, 3, 4, 2];
    expect(bootstrapDifference(a, b, seededRandom(7))).toEqual(bootstrapDifference(a, b, seededRandom(7)));
  });
});
