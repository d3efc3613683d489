/**
 * What the file player shows, driven only by the media element's own events (docs/dashboard.md): play/pause and mute toggle, and at the end the video returns to paused, back at its poster.
 */
export type Playback = { started: boolean; playing: boolean; muted: boolean };

export type MediaEvent =
  { type: 'play' } | { type: 'pause' } | { type: 'ended' } | { type: 'volume'; muted: boolean };

export const INITIAL_PLAYBACK: Playback = { started: false, playing: false, muted: false };

export function playbackReducer(state: Playback, event: MediaEvent): Playback {
  switch (event.type) {
    case 'play':
      return { ...state, started: true, playing: true };
    case 'pause':
      return { ...state, playing: false };
    case 'ended':
      return { ...state, started: false, playing: false };
    case 'volume':
      return { ...state, muted: event.muted };
  }
}
