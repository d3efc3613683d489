import { describe, expect, it } from 'vitest';
import { sleepTimerFor, sleepTimerPhase } from './sleep-timer';

describe('the sleep timer in effect', () => {
  it.each([
    [
      'a sleep story, timer off',
      'night-ferry',
      0,
      { minutes: 22, fadeSeconds: 60, countsFrom: 'session-start' },
    ],
    [
      'a sleep story, a shorter timer chosen',
      'snow-train',
      10,
      { minutes: 25, fadeSeconds: 60, countsFrom: 'session-start' },
    ],
    ['a guided sleep session (not a story)', 'sleep-descent', 0, null],
    [
      'an ordinary session with a timer',
      'deep-focus',
      15,
      { minutes: 15, fadeSeconds: 0, countsFrom: 'play' },
    ],
    ['an ordinary session, timer off', 'first-breath', 0, null],
    ['a member’s own meditation', 'custom:5d2f', 20, { minutes: 20, fadeSeconds: 0, countsFrom: 'play' }],
  ])('%s', (_name, id, chosen, timer) => {
    expect(sleepTimerFor(id, chosen)).toEqual(timer);
  });

  it.each([
    [{ minutes: 22, fadeSeconds: 60 }, 0, { phase: 'running' }],
    [{ minutes: 22, fadeSeconds: 60 }, 1259, { phase: 'running' }],
    [{ minutes: 22, fadeSeconds: 60 }, 1260, { phase: 'fading', fadeLeft: 60 }],
    [{ minutes: 22, fadeSeconds: 60 }, 1300, { phase: 'fading', fadeLeft: 20 }],
    [{ minutes: 22, fadeSeconds: 60 }, 1320, { phase: 'done' }],
    [{ minutes: 15, fadeSeconds: 0 }, 899, { phase: 'running' }],
    [{ minutes: 15, fadeSeconds: 0 }, 900, { phase: 'done' }],
  ])('timer %o, %i s played: %o', (timer, played, phase) => {
    expect(sleepTimerPhase(timer, played)).toEqual(phase);
  });
});
