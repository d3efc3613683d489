import { describe, expect, it } from 'vitest';
import { INITIAL_PLAYBACK, playbackReducer, type MediaEvent, type Playback } from './playback';

const run = (events: MediaEvent[], from: Playback = INITIAL_PLAYBACK) => events.reduce(playbackReducer, from);

describe('playbackReducer', () => {
  it.each<[string, MediaEvent[], Playback]>([
    ['starts paused at the poster', [], { started: false, playing: false, muted: false }],
    ['play leaves the poster and plays', [{ type: 'play' }], { started: true, playing: true, muted: false }],
    [
      'pause keeps the controls, paused',
      [{ type: 'play' }, { type: 'pause' }],
      { started: true, playing: false, muted: false },
    ],
    [
      'play again resumes',
      [{ type: 'play' }, { type: 'pause' }, { type: 'play' }],
      { started: true, playing: true, muted: false },
    ],
    [
      'the end returns to paused at the poster',
      [{ type: 'play' }, { type: 'ended' }],
      { started: false, playing: false, muted: false },
    ],
    [
      'mute toggles on and off',
      [
        { type: 'volume', muted: true },
        { type: 'volume', muted: false },
      ],
      { started: false, playing: false, muted: false },
    ],
    [
      'mute survives pause and the end',
      [{ type: 'play' }, { type: 'volume', muted: true }, { type: 'pause' }, { type: 'ended' }],
      { started: false, playing: false, muted: true },
    ],
  ])('%s', (_name, events, expected) => expect(run(events)).toEqual(expected));
});
