import { describe, expect, it } from 'vitest';
import { customToSession, parseCustomPreset, presetIdFor } from './custom';

describe('custom meditation helpers', () => {
  it.each([
    [{ mode: 'off' as const, preset: 'alpha-wealth' }, null],
    [{ mode: 'binaural' as const, preset: 'alpha-wealth' }, 'alpha-wealth'],
    [{ mode: 'isochronic' as const, journey: 'journey-sleep' }, 'journey-sleep'],
    [{ mode: 'binaural' as const, carrierHz: 220, beatHz: 7.5 }, 'custom-220-7.5'],
  ])('beats %o play as preset %s', (beats, presetId) => {
    expect(presetIdFor(beats)).toBe(presetId);
  });

  it.each([
    ['custom-220-7.5', { carrierHz: 220, beatHz: 7.5 }],
    ['custom-99-7', null],
    ['custom-220-41', null],
    ['alpha-wealth', null],
  ])('%s parses as %o', (id, parsed) => {
    expect(parseCustomPreset(id)).toEqual(parsed);
  });

  it('turns a saved design into a playable session with sorted cues', () => {
    const session = customToSession({
      id: 'c1',
      title: 'Mine',
      durationMinutes: 3,
      soundscapes: [{ id: 'rain', volume: 0.5 }],
      beats: { mode: 'isochronic', preset: 'theta-manifestation' },
      bellIntervalMinutes: 1,
      cues: [
        { atSeconds: 60, text: 'Second' },
        { atSeconds: 2, text: 'First' },
      ],
      createdAt: '',
      updatedAt: '',
    });
    expect(session).toMatchObject({ id: 'c1', duration: 3, type: 'guided' });
    expect(session.custom).toEqual({
      cues: [
        { at: 2, text: 'First' },
        { at: 60, text: 'Second' },
      ],
      soundscapes: { rain: 0.5 },
      presetId: 'theta-manifestation',
      beatMode: 'isochronic',
      bellIntervalMinutes: 1,
    });
  });
});
