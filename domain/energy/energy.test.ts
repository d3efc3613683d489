import { describe, expect, it } from 'vitest';
import {
  CheckInSchema,
  FEELING_IDS,
  MAX_FREQUENCY,
  MIN_FREQUENCY,
  ReadingsQuerySchema,
  mapCheckIn,
  nearestTone,
  scoreToFrequency,
  vibrationScore,
  wobble,
  wobbleCoherence,
  wobbleFrequency,
  type Feeling,
} from './energy';

describe('scoreToFrequency walks the solfeggio ladder', () => {
  it.each([
    [0, 396],
    [1 / 6, 417],
    [2 / 6, 528],
    [3 / 6, 639],
    [4 / 6, 741],
    [5 / 6, 852],
    [1, 963],
    [1 / 12, 407],
    [0.75, 797],
    [-0.5, 396],
    [1.5, 963],
  ])('score %d -> %d Hz', (score, hz) => {
    expect(scoreToFrequency(score)).toBe(hz);
  });
});

describe('mapCheckIn', () => {
  it.each<[Feeling, number, string, number]>([
    ['stressed', 1, 'Peace', 396],
    ['tired', 1, 'Gratitude', 411],
    ['neutral', 5, 'Clarity', 604],
    ['calm', 7, 'Wealth', 735],
    ['joyful', 8, 'Love', 844],
    ['inspired', 10, 'Wealth', 963],
  ])('%s, energy %d, focus %s -> %d Hz', (feeling, energyLevel, focus, hz) => {
    const parsed = CheckInSchema.parse({ feeling, energyLevel, focus });
    expect(mapCheckIn(parsed)).toEqual({ frequency: hz, vibrationType: focus });
  });

  it('never falls when the feeling or the energy rises, and stays within 396-963 Hz', () => {
    FEELING_IDS.forEach((feeling, feelingIndex) => {
      for (let energy = 1; energy <= 10; energy += 1) {
        const hz = scoreToFrequency(vibrationScore(feeling, energy));
        expect(hz).toBeGreaterThanOrEqual(MIN_FREQUENCY);
        expect(hz).toBeLessThanOrEqual(MAX_FREQUENCY);
        if (energy > 1)
          expect(hz).toBeGreaterThanOrEqual(scoreToFrequency(vibrationScore(feeling, energy - 1)));
        const lower = FEELING_IDS[feelingIndex - 1];
        if (lower) expect(hz).toBeGreaterThanOrEqual(scoreToFrequency(vibrationScore(lower, energy)));
      }
    });
  });
});

describe('CheckInSchema', () => {
  it.each([
    [{ feeling: 'calm', energyLevel: 0, focus: 'Wealth' }, 'energyLevel'],
    [{ feeling: 'calm', energyLevel: 11, focus: 'Wealth' }, 'energyLevel'],
    [{ feeling: 'calm', energyLevel: 5.5, focus: 'Wealth' }, 'energyLevel'],
    [{ feeling: 'elated', energyLevel: 5, focus: 'Wealth' }, 'feeling'],
    [{ feeling: 'calm', energyLevel: 5, focus: 'Health' }, 'focus'],
    [{ feeling: 'calm', energyLevel: 5, focus: 'Wealth', requestId: 'x' }, 'requestId'],
  ])('refuses %o naming %s', (input, field) => {
    const result = CheckInSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('ReadingsQuerySchema', () => {
  it.each([
    [{}, 30],
    [{ limit: '1' }, 1],
    [{ limit: '100' }, 100],
  ])('%o -> limit %d', (query, limit) => {
    expect(ReadingsQuerySchema.parse(query).limit).toBe(limit);
  });

  it.each(['0', '101', '2.5', 'ten'])('refuses limit %s', (limit) => {
    expect(ReadingsQuerySchema.safeParse({ limit }).success).toBe(false);
  });
});

describe('nearestTone', () => {
  it.each([
    [396, 396],
    [530, 528],
    [600, 639],
    [470, 417],
    [990, 963],
  ])('%d Hz is nearest %d Hz', (hz, tone) => {
    expect(nearestTone(hz).hz).toBe(tone);
  });
});

describe('wobble', () => {
  it.each([
    [528, 5, 0, 523],
    [528, 5, 0.5, 528],
    [528, 5, 1, 533],
    [87, 3, 0.25, 86],
  ])('wobble(%d, +/-%d, random %d) = %d', (base, amplitude, random, expected) => {
    expect(wobble(base, amplitude, random)).toBe(expected);
  });

  it.each([
    [99, 1, 100],
    [1, 0, 0],
  ])('coherence %d with random %d stays within 0-100: %d', (coherence, random, expected) => {
    expect(wobbleCoherence(coherence, random)).toBe(expected);
  });

  it('keeps frequency within +/-5 Hz and coherence within +/-3 % for any random value', () => {
    for (let i = 0; i <= 1000; i += 1) {
      const random = i / 1000;
      expect(Math.abs(wobbleFrequency(639, random) - 639)).toBeLessThanOrEqual(5);
      expect(Math.abs(wobbleCoherence(50, random) - 50)).toBeLessThanOrEqual(3);
    }
  });
});

describe('energy frequency over a hand-computed week of check-ins', () => {
  // score = 0.6 x feeling weight + 0.4 x (energy - 1) / 9; position = 6 x score on the ladder
  // 396, 417, 528, 639, 741, 852, 963; Hz = lower tone + fraction x (next - lower), rounded.
  it.each<[string, Feeling, number, number]>([
    // Mon: Joyful 10: 0.6 x 0.85 + 0.4 = 0.91; 5.46 -> 852 + 0.46 x 111 = 903.06 -> 903.
    ['Monday, joyful, energy 10', 'joyful', 10, 903],
    // Wed: Calm 4: 0.39 + 0.4 x 3/9 = 0.5233; 3.14 -> 639 + 0.14 x 102 = 653.3 -> 653.
    ['Wednesday, calm, energy 4', 'calm', 4, 653],
    // Fri: Stressed 3: 0 + 0.4 x 2/9 = 0.0889; 0.533 -> 396 + 0.533 x 21 = 407.2 -> 407.
    ['Friday, stressed, energy 3', 'stressed', 3, 407],
    // Sun: Neutral 1: 0.6 x 0.45 = 0.27; 1.62 -> 417 + 0.62 x 111 = 485.8 -> 486.
    ['Sunday, neutral, energy 1', 'neutral', 1, 486],
  ])('%s -> %i Hz', (_, feeling, energyLevel, hz) => {
    expect(mapCheckIn({ feeling, energyLevel, focus: 'Wealth' }).frequency).toBe(hz);
  });

  it('shows the 903 Hz reading as around 903: every 2 s within 898 to 908', () => {
    for (const random of [0, 0.25, 0.5, 0.999]) {
      const shown = wobbleFrequency(903, random);
      expect(shown).toBeGreaterThanOrEqual(898);
      expect(shown).toBeLessThanOrEqual(908);
    }
  });
});
