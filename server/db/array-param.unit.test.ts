import { describe, expect, it } from 'vitest';
import { arrayParam } from './array-param';

describe('arrayParam', () => {
  it.each([
    { values: [], literal: '{}' },
    { values: ['a1', 'b2'], literal: '{"a1","b2"}' },
    { values: [true, false], literal: '{"true","false"}' },
    { values: [3, null], literal: '{"3",NULL}' },
    {
      values: ['with "quote"', 'back\\slash', 'a,b', '{x}'],
      literal: '{"with \\"quote\\"","back\\\\slash","a,b","{x}"}',
    },
  ])('$values → $literal', ({ values, literal }) => {
    expect(arrayParam(values)).toBe(literal);
  });
});
