import { describe, expect, it } from 'vitest';
import { FIRST_SESSION_ID } from '#domain/onboarding/onboarding';
import { findLibrarySession, libraryFor } from '#domain/meditation/library';
import {
  habitsRing,
  hasPractised,
  meditationRing,
  nextStep,
  recommendedSessionId,
  ringShare,
  ringText,
  ritualsRing,
  streakMilestoneReached,
} from './today';

const open = (unlocked: boolean) =>
  new Set(
    libraryFor(unlocked)
      .filter((item) => !item.locked)
      .map((item) => item.id),
  );

describe('recommendedSessionId', () => {
  it('offers the beginners’ session until a session is finished, whatever the intention', () => {
    for (const intention of [null, { id: 'sleep' as const }, { id: 'own' as const, text: 'Pay off my card' }])
      expect(
        recommendedSessionId({
          intention,
          hasFinishedASession: false,
          openSessionIds: open(true),
          dayNumber: 3,
        }),
      ).toBe(FIRST_SESSION_ID);
  });

  it.each([
    ['focus', true, 'focus'],
    ['sleep', true, 'sleep'],
    ['sleep', false, 'evening'],
    ['earning', false, 'confidence'],
    ['saving', false, 'abundance'],
    ['money-calm', false, 'abundance'],
  ] as const)('leans %s (plan opens all: %s) on the %s theme', (id, unlocked, theme) => {
    const chosen = recommendedSessionId({
      intention: { id },
      hasFinishedASession: true,
      openSessionIds: open(unlocked),
      dayNumber: 20_000,
    });
    expect(findLibrarySession(chosen)?.theme).toBe(theme);
    expect(open(unlocked).has(chosen)).toBe(true);
    expect(chosen).not.toBe(FIRST_SESSION_ID);
  });

  it('changes from one day to the next where the theme has several sessions', () => {
    const pick = (dayNumber: number) =>
      recommendedSessionId({
        intention: { id: 'sleep' },
        hasFinishedASession: true,
        openSessionIds: open(true),
        dayNumber,
      });
    expect(pick(1)).not.toBe(pick(2));
  });
});

describe('rings', () => {
  it('counts habits in force today only', () => {
    const habit = (isCompleted: boolean, isArchived = false, isSkipped = false) => ({
      isCompleted,
      isArchived,
      isSkipped,
    });
    expect(habitsRing([habit(true), habit(false), habit(true, true), habit(false, false, true)])).toEqual({
      done: 1,
      total: 2,
    });
    expect(habitsRing([])).toEqual({ done: 0, total: 0 });
  });

  it('counts rituals and one meditation a day', () => {
    expect(ritualsRing([{ isCompleted: true }, { isCompleted: false }])).toEqual({ done: 1, total: 2 });
    expect(meditationRing(['2026-11-25'], '2026-11-26')).toEqual({ done: 0, total: 1 });
    expect(meditationRing(['2026-11-25', '2026-11-26'], '2026-11-26')).toEqual({ done: 1, total: 1 });
  });

  it('reads as words and a share', () => {
    expect(ringText('Rituals', { done: 2, total: 5 })).toBe('Rituals: 2 of 5 done');
    expect(ringText('Habits', { done: 0, total: 0 })).toBe('Habits: none due today');
    expect(ringShare({ done: 2, total: 5 })).toBe(0.4);
    expect(ringShare({ done: 0, total: 0 })).toBe(0);
  });
});

describe('nextStep', () => {
  const base = {
    programDayOpen: false,
    meditation: { done: 0, total: 1 },
    hasAffirmations: false,
    rituals: { done: 0, total: 5 },
  };
  it.each([
    [{ ...base, programDayOpen: true }, { kind: 'program' }],
    [base, { kind: 'session' }],
    [{ ...base, meditation: { done: 1, total: 1 } }, { kind: 'affirmations' }],
    [
      { ...base, meditation: { done: 1, total: 1 }, hasAffirmations: true },
      { kind: 'rituals', left: 5 },
    ],
    [
      { ...base, meditation: { done: 1, total: 1 }, hasAffirmations: true, rituals: { done: 5, total: 5 } },
      { kind: 'done' },
    ],
  ])('%o -> %o', (input, expected) => expect(nextStep(input)).toEqual(expected));
});

describe('streakMilestoneReached', () => {
  it.each([
    [2, 3, 3],
    [6, 7, 7],
    [13, 14, 14],
    [29, 30, 30],
    [99, 100, 100],
    [3, 4, null],
    [3, 3, null],
    [4, 3, null],
    [0, 1, null],
    [2, 8, 7],
  ])('%i -> %i celebrates %s', (before, after, expected) =>
    expect(streakMilestoneReached(before, after)).toBe(expected),
  );
});

describe('hasPractised', () => {
  it('is false only at level 1 with no progress', () => {
    expect(hasPractised({ quantumLevel: 1, levelProgress: 0 })).toBe(false);
    expect(hasPractised({ quantumLevel: 1, levelProgress: 10 })).toBe(true);
    expect(hasPractised({ quantumLevel: 2, levelProgress: 0 })).toBe(true);
  });
});
