import { describe, expect, it } from 'vitest';
import { initialPlayerState, transition, type PlayerEvent } from './player';
import { findScript } from './script-index';
import { activeTimeline as timelineWith } from './timeline';

const activeTimeline = (state: Parameters<typeof timelineWith>[0]) => timelineWith(state, findScript);

const after = (...events: PlayerEvent[]) =>
  events.reduce((state, event) => transition(state, event).state, initialPlayerState());

describe('activeTimeline', () => {
  it('follows the session script at the elapsed time', () => {
    const timeline = activeTimeline(after({ type: 'play', now: 0 }, { type: 'tick', now: 42_000 }));
    expect(timeline).toMatchObject({ position: 42, script: { id: 'abundance-alignment' } });
  });

  it('follows the scenario on its own timeline in advanced mode, and a step move changes the key', () => {
    const chosen = after(
      { type: 'toggle-mode' },
      { type: 'play', now: 0 },
      { type: 'tick', now: 30_000 },
      { type: 'choose-scenario', scenarioId: 'cascading-wealth-waterfall', now: 30_000 },
    );
    const before = activeTimeline(chosen);
    expect(before).toMatchObject({ position: 0, script: { id: 'cascading-wealth-waterfall' } });
    const stepped = activeTimeline(transition(chosen, { type: 'next', now: 30_000 }).state);
    expect(stepped?.position).toBe(120);
    expect(stepped?.key).not.toBe(before?.key);
  });

  it('a seek changes the key; a tick and a pause do not', () => {
    const playing = after({ type: 'play', now: 0 });
    const key = activeTimeline(playing)?.key;
    expect(activeTimeline(transition(playing, { type: 'tick', now: 1000 }).state)?.key).toBe(key);
    expect(activeTimeline(transition(playing, { type: 'pause', now: 1000 }).state)?.key).toBe(key);
    expect(activeTimeline(transition(playing, { type: 'seek', seconds: 90, now: 1000 }).state)?.key).not.toBe(
      key,
    );
  });
});

describe('a custom meditation', () => {
  it('is followed on its own cues', () => {
    const custom = {
      id: 'c1',
      title: 'Mine',
      duration: 2,
      description: '',
      type: 'guided' as const,
      custom: {
        cues: [{ at: 5, text: 'Hello' }],
        soundscapes: {},
        presetId: null,
        beatMode: 'binaural' as const,
        bellIntervalMinutes: 0,
      },
    };
    const state = after(
      { type: 'set-playlist', sessions: [custom] },
      { type: 'play', now: 0 },
      { type: 'tick', now: 6000 },
    );
    expect(activeTimeline(state)).toMatchObject({
      position: 6,
      script: { id: 'c1', cues: [{ at: 5, text: 'Hello' }] },
    });
  });
});
