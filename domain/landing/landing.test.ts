import { describe, expect, it } from 'vitest';
import { formatMemberFigure, memberFigure, parsePublicStats } from './landing';

describe('memberFigure: the real count rounded down to 1 - 2.5 - 5 marks', () => {
  it.each([
    [0, null],
    [1, null],
    [999, null],
    [1_000, 1_000],
    [1_001, 1_000],
    [2_499, 1_000],
    [2_500, 2_500],
    [4_999, 2_500],
    [5_000, 5_000],
    [9_999, 5_000],
    [10_000, 10_000],
    [24_999, 10_000],
    [25_000, 25_000],
    [50_000, 50_000],
    [99_999, 50_000],
    [100_000, 100_000],
    [260_000, 250_000],
    [1_234_567, 1_000_000],
    [Number.NaN, null],
    [-5, null],
  ])('%d members -> %s', (members, figure) => {
    expect(memberFigure(members)).toBe(figure);
  });
});

describe('formatMemberFigure', () => {
  it.each([
    [1_000, '1,000+'],
    [2_500, '2,500+'],
    [10_000, '10,000+'],
    [1_000_000, '1,000,000+'],
  ])('%d -> %s', (figure, text) => {
    expect(formatMemberFigure(figure)).toBe(text);
  });
});

describe('parsePublicStats', () => {
  it.each([
    [{ membersAtLeast: 2_500 }, 2_500],
    [{ membersAtLeast: null }, null],
    [{ membersAtLeast: 12 }, null],
    [{ membersAtLeast: '10000' }, null],
    [{}, null],
    [null, null],
    ['oops', null],
  ])('%j -> %s', (body, figure) => {
    expect(parsePublicStats(body)).toEqual({ membersAtLeast: figure });
  });
});
