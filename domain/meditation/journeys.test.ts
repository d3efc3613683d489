import { describe, expect, it } from 'vitest';
import { BEAT_HZ, CARRIER_HZ, JOURNEYS, findJourney, journeyBeatAt, journeySchedule } from './journeys';
import { BINAURAL_PRESETS } from './meditation';

const unwind = findJourney('journey-unwind');
if (!unwind) throw new Error('missing journey');

describe('journeys', () => {
  it.each([
    [0, 14],
    [0.1, 12],
    [0.2, 10],
    [0.55, 6],
    [0.7, 6],
    [0.85, 8],
    [0.95, 10],
    [1, 10],
    [-1, 14],
    [2, 10],
  ])('unwind at %d of the session beats at %d Hz', (fraction, beat) => {
    expect(journeyBeatAt(unwind, fraction)).toBeCloseTo(beat, 6);
  });

  it('schedules the rest of the glide from a position', () => {
    expect(journeySchedule(unwind, 1000, 100)).toEqual([
      [0, 12],
      [100, 10],
      [450, 6],
      [700, 6],
      [800, 10],
      [900, 10],
    ]);
  });

  it('keeps every journey and preset inside the carrier and beat ranges, with points in order', () => {
    for (const journey of JOURNEYS) {
      expect(journey.carrierHz).toBeGreaterThanOrEqual(CARRIER_HZ.min);
      expect(journey.carrierHz).toBeLessThanOrEqual(CARRIER_HZ.max);
      expect(journey.points[0]?.[0]).toBe(0);
      expect(journey.points.at(-1)?.[0]).toBe(1);
      const fractions = journey.points.map(([fraction]) => fraction);
      expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
      for (const [, beat] of journey.points) {
        expect(beat).toBeGreaterThanOrEqual(BEAT_HZ.min);
        expect(beat).toBeLessThanOrEqual(BEAT_HZ.max);
      }
    }
    for (const preset of BINAURAL_PRESETS) {
      expect(preset.baseHz).toBeGreaterThanOrEqual(CARRIER_HZ.min);
      expect(preset.baseHz + preset.beatHz).toBeLessThanOrEqual(CARRIER_HZ.max);
    }
  });
});
