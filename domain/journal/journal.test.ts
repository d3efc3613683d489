import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, entryHoldsSomething, entryMatches, isAfterCursor } from './journal';

const ID_A = '01a218e5-33d3-7cb1-9898-ade7717fd201';
const ID_B = '01a218e5-33d3-7cb1-9898-ade7717fd202';

describe('journal rules', () => {
  it('round-trips a cursor and refuses anything else', () => {
    const cursor = { day: '2026-11-26', id: ID_A };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const bad of ['', 'bm9wZQ', btoa('2026-11-26|not-an-id'), btoa(`2026-11-26|${ID_A}|x`), '!!'])
      expect(decodeCursor(bad), bad).toBeNull();
  });

  it.each([
    [{ day: '2026-11-25', id: ID_B }, { day: '2026-11-26', id: ID_A }, true],
    [{ day: '2026-11-26', id: ID_A }, { day: '2026-11-26', id: ID_B }, true],
    [{ day: '2026-11-26', id: ID_B }, { day: '2026-11-26', id: ID_A }, false],
    [{ day: '2026-11-26', id: ID_A }, { day: '2026-11-26', id: ID_A }, false],
  ])('%j comes after %j: %s', (entry, cursor, after) => {
    expect(isAfterCursor(entry, cursor)).toBe(after);
  });

  it.each([
    [{ text: 'The RIVER rose', gratitude: [] }, 'river', true],
    [{ text: null, gratitude: ['Riverside walk'] }, 'RIVERSIDE', true],
    [{ text: 'Mountains', gratitude: ['Tea'] }, 'river', false],
  ])('%j matches %s: %s', (entry, query, matches) => {
    expect(entryMatches(entry, query)).toBe(matches);
  });

  it.each([
    [{ text: null, mood: null, gratitude: [] }, false],
    [{ text: 'x', mood: null, gratitude: [] }, true],
    [{ text: null, mood: 3, gratitude: [] }, true],
    [{ text: null, mood: null, gratitude: ['Tea'] }, true],
  ])('%j holds something: %s', (entry, holds) => {
    expect(entryHoldsSomething(entry)).toBe(holds);
  });
});
