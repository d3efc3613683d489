import { describe, expect, it } from 'vitest';
import { MEDITATION_LIBRARY } from './library';
import { SLEEP_STORY_VOICE_RATE, voiceRateFor } from './pace';
import { findScript } from './script-index';
import { speechSeconds, wordsPerMinute } from './scripts';

const stories = MEDITATION_LIBRARY.filter((session) => session.sleepStory);

describe('the voice pace', () => {
  it.each([
    ['a sleep story at the default pace', 'night-ferry', 0.9, SLEEP_STORY_VOICE_RATE],
    ['a sleep story at a fast pace', 'snow-train', 1.2, SLEEP_STORY_VOICE_RATE],
    ['a sleep story at a slower chosen pace', 'orchard-house', 0.7, 0.7],
    ['a guided sleep session (not a story)', 'sleep-descent', 0.9, 0.9],
    ['an ordinary session', 'deep-focus', 1.1, 1.1],
    ['a member’s own meditation', 'custom:5d2f', 1, 1],
  ])('%s', (_name, id, chosen, rate) => {
    expect(voiceRateFor(id, chosen)).toBe(rate);
  });

  it.each(stories.map((story) => [story.title, story.id]))(
    '%s is told slowly, and each line ends before the next even at the story pace',
    (_title, id) => {
      const script = findScript(id);
      if (!script) throw new Error(`no script for ${id}`);
      // Slow: well under the guided sessions' talk, with long pauses between lines.
      expect(wordsPerMinute(script)).toBeLessThanOrEqual(75);
      script.cues.slice(0, -1).forEach((cue, index) => {
        const next = script.cues[index + 1];
        if (!next) return;
        const spoken = speechSeconds(cue.text) / SLEEP_STORY_VOICE_RATE;
        expect(next.at - cue.at, `line ${index + 1} at ${cue.at} s`).toBeGreaterThanOrEqual(spoken);
      });
    },
  );
});
