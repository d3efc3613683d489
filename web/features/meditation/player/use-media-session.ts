import { useEffect } from 'react';
import type { PlayerInput } from './player-store';

const ACTIONS = ['play', 'pause', 'previoustrack', 'nexttrack'] as const;

const inputFor: Record<(typeof ACTIONS)[number], PlayerInput> = {
  play: { type: 'play' },
  pause: { type: 'pause' },
  previoustrack: { type: 'previous' },
  nexttrack: { type: 'next' },
};

/** The app icon, shown on lock screens and in notification media controls. */
const ARTWORK = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
];

/** Lock-screen and headset controls (Media Session API): the session title and play/pause/skip. */
export function useMediaSession(
  title: string,
  album: string,
  playing: boolean,
  send: (input: PlayerInput) => void,
  /** Seconds, so the lock screen can draw its progress bar and seek. */
  timing: { duration: number; position: number },
) {
  const { duration, position } = timing;
  useEffect(() => {
    if (!('mediaSession' in navigator) || !navigator.mediaSession.setPositionState) return;
    try {
      navigator.mediaSession.setPositionState({
        duration,
        position: Math.min(position, duration),
        playbackRate: 1,
      });
    } catch {
      // A browser that rejects the values keeps its own bar.
    }
  }, [duration, position]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title,
      artist: 'Abundance',
      album,
      artwork: ARTWORK,
    });
  }, [title, album]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
  }, [playing]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    for (const action of ACTIONS) {
      try {
        session.setActionHandler(action, () => send(inputFor[action]));
      } catch {
        // Browsers throw for actions they do not support; the rest still work.
      }
    }
    try {
      session.setActionHandler('seekto', (details) => {
        if (details.seekTime !== undefined) send({ type: 'seek', seconds: details.seekTime });
      });
    } catch {
      // No seeking from the lock screen on this browser.
    }
    return () => {
      for (const action of [...ACTIONS, 'seekto' as const]) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // Unsupported action: nothing was set.
        }
      }
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [send]);
}
