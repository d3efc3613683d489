import { describe, expect, it } from 'vitest';
import { MEDITATION_CATALOGUE } from './meditation';
import { MEDITATION_LIBRARY, MEDITATION_THEMES, libraryFor } from './library';
import { findScript } from './script-index';
import { scriptWordCount } from './scripts';

describe('meditation library', () => {
  it('starts with the spec’s four sessions, in order and free', () => {
    expect(MEDITATION_LIBRARY.slice(0, 4).map((session) => [session.id, session.plan])).toEqual(
      MEDITATION_CATALOGUE.map((session) => [session.id, 'free']),
    );
  });

  it('has at least 16 sessions with unique ids, every theme, and a script for each', () => {
    expect(MEDITATION_LIBRARY.length).toBeGreaterThanOrEqual(16);
    expect(new Set(MEDITATION_LIBRARY.map((session) => session.id)).size).toBe(MEDITATION_LIBRARY.length);
    expect(new Set(MEDITATION_LIBRARY.map((session) => session.theme))).toEqual(new Set(MEDITATION_THEMES));
    for (const session of MEDITATION_LIBRARY)
      expect(findScript(session.id)?.duration).toBe(session.duration * 60);
  });

  it.each([
    [true, 0],
    [false, MEDITATION_LIBRARY.filter((session) => session.plan !== 'free').length],
  ])('with the library unlocked=%s, %i sessions are locked, never the free ones', (unlocked, lockedCount) => {
    const list = libraryFor(unlocked);
    expect(list.filter((item) => item.locked)).toHaveLength(lockedCount);
    expect(list.slice(0, 5).every((item) => !item.locked)).toBe(true);
  });

  it('has at least four sleep stories: Pro, theme sleep, 15 to 25 minutes, at least 1,500 words', () => {
    const stories = MEDITATION_LIBRARY.filter((session) => session.sleepStory);
    expect(stories.length).toBeGreaterThanOrEqual(4);
    for (const story of stories) {
      expect([story.plan, story.theme, story.type]).toEqual(['pro', 'sleep', 'guided']);
      expect(story.duration).toBeGreaterThanOrEqual(15);
      expect(story.duration).toBeLessThanOrEqual(25);
      const script = findScript(story.id);
      expect(script && scriptWordCount(script)).toBeGreaterThanOrEqual(1500);
    }
  });
});
