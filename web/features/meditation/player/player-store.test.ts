import { describe, expect, it, vi } from 'vitest';
import { createPlayerStore } from './player-store';

function setup() {
  let clock = 1_000;
  const onEffect = vi.fn();
  const onSound = vi.fn();
  const store = createPlayerStore({ now: () => clock, onEffect, onSound });
  const listener = vi.fn();
  store.subscribe(listener);
  return { store, onEffect, onSound, listener, advance: (ms: number) => (clock += ms) };
}

describe('player store', () => {
  it('stamps events with the injected clock, so elapsed follows it', () => {
    const { store, advance } = setup();
    store.send({ type: 'play' });
    advance(65_000);
    store.send({ type: 'tick' });
    expect(store.getState().elapsedMs).toBe(65_000);
  });

  it('runs each effect exactly once and notifies listeners', () => {
    const { store, onEffect, listener } = setup();
    store.send({ type: 'play' });
    store.send({ type: 'play' });
    expect(onEffect).toHaveBeenCalledTimes(1);
    expect(onEffect.mock.calls[0]?.[0]).toMatchObject({ type: 'session-started', run: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reports sound changes in order: start on play with the toggle on, stop on pause', () => {
    const { store, onSound } = setup();
    store.send({ type: 'toggle-binaural' });
    store.send({ type: 'play' });
    store.send({ type: 'pause' });
    expect(onSound.mock.calls.map(([change]) => change?.type ?? null)).toEqual([null, 'start', 'stop']);
  });

  it('completes once when the clock passes the end', () => {
    const { store, onEffect, advance } = setup();
    store.send({ type: 'play' });
    advance(15 * 60_000);
    store.send({ type: 'tick' });
    store.send({ type: 'tick' });
    expect(onEffect.mock.calls.map(([effect]) => effect.type)).toEqual([
      'session-started',
      'session-completed',
    ]);
    expect(store.getState()).toMatchObject({ playing: false, elapsedMs: 0 });
  });
});
