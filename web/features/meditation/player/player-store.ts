import {
  initialPlayerState,
  transition,
  type PlayerEffect,
  type PlayerEvent,
  type PlayerState,
} from '#domain/meditation/player';
import { soundChange, type SoundChange } from '#domain/meditation/sound';

/** An event as the UI sends it: the store stamps time-dependent events with the clock. */
export type PlayerInput = PlayerEvent extends infer E
  ? E extends { now: number }
    ? Omit<E, 'now'>
    : E
  : never;

export type PlayerStore = {
  getState: () => PlayerState;
  subscribe: (listener: () => void) => () => void;
  send: (input: PlayerInput) => void;
};

type Options = {
  /** Monotonic milliseconds; performance.now() in the app. */
  now: () => number;
  onEffect: (effect: PlayerEffect) => void;
  onSound: (change: SoundChange) => void;
};

function stamp(input: PlayerInput, now: number): PlayerEvent {
  switch (input.type) {
    case 'play':
    case 'pause':
    case 'tick':
    case 'next':
    case 'previous':
    case 'seek':
    case 'choose-scenario':
      return { ...input, now };
    default:
      return input;
  }
}

/**
 * Holds the player state outside React and runs each transition's effects exactly once, synchronously
 * inside send(): sound therefore starts within the click that asked for it, and a React re-render
 * (or StrictMode's double render) can never repeat a record or a sound change.
 */
export function createPlayerStore({ now, onEffect, onSound }: Options): PlayerStore {
  let state = initialPlayerState();
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(input) {
      const before = state;
      const result = transition(before, stamp(input, now()));
      if (result.state === before) return;
      state = result.state;
      onSound(soundChange(before, state));
      for (const effect of result.effects) onEffect(effect);
      for (const listener of listeners) listener();
    },
  };
}
