import type { DailyPractice } from './practice';

/**
 * Experience points (XP) per act of practice:
 *
 *   | act                         | XP               |
 *   |-----------------------------|------------------|
 *   | ritual completed            | 10               |
 *   | habit period done           | 15               |
 *   | meditation completed        | 20 + 1 per minute |
 *
 * A day counts for at most 150 XP, so piling up custom rituals cannot buy levels: steady days do.
 */
export const EXPERIENCE = { ritual: 10, habit: 15, meditation: 20, perMinute: 1, dailyCap: 150 } as const;

export function dailyExperience(day: DailyPractice): number {
  const earned =
    day.rituals * EXPERIENCE.ritual +
    day.habits * EXPERIENCE.habit +
    day.meditations * EXPERIENCE.meditation +
    day.minutes * EXPERIENCE.perMinute;
  return Math.min(EXPERIENCE.dailyCap, Math.max(0, earned));
}

export function totalExperience(days: Iterable<DailyPractice>): number {
  let total = 0;
  for (const day of days) total += dailyExperience(day);
  return total;
}

/**
 * Level N starts at 50 * N * (N - 1) XP, so going from N to N + 1 takes 100 * N XP:
 *
 *   | level | starts at XP | XP to next |
 *   |-------|--------------|------------|
 *   | 1     | 0            | 100        |
 *   | 2     | 100          | 200        |
 *   | 3     | 300          | 300        |
 *   | 4     | 600          | 400        |
 *   | 5     | 1000         | 500        |
 *   | 10    | 4500         | 1000       |
 *
 * Five rituals a day (50 XP) reach level 2 on day 2, level 5 in about three weeks and level 10 in
 * about three months; each level asks a little more than the last.
 */
export const levelStartsAt = (level: number): number => 50 * level * (level - 1);

export type Level = { level: number; levelProgress: number; experience: number; nextLevelAt: number };

export function levelFor(experience: number): Level {
  const xp = Math.max(0, Math.floor(experience));
  // Solve 50 N (N - 1) <= xp for the largest N, then correct any floating-point edge.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (8 * xp) / 100)) / 2));
  while (levelStartsAt(level + 1) <= xp) level += 1;
  while (level > 1 && levelStartsAt(level) > xp) level -= 1;
  const start = levelStartsAt(level);
  const span = levelStartsAt(level + 1) - start;
  return {
    level,
    levelProgress: Math.floor(((xp - start) * 100) / span),
    experience: xp,
    nextLevelAt: start + span,
  };
}
