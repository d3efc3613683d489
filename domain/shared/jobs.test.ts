import { describe, expect, it } from 'vitest';
import { recurringSlot, retryDelayMs } from './jobs';

describe('retryDelayMs', () => {
  it.each([
    [1, 15_000],
    [2, 30_000],
    [3, 60_000],
    [8, 1_920_000],
    [9, 3_600_000],
    [30, 3_600_000],
    [0, 15_000],
  ])('attempt %i waits %i ms', (attempt, expected) => {
    expect(retryDelayMs(attempt)).toBe(expected);
  });
});

describe('recurringSlot', () => {
  it.each([
    [0, 60_000, 0, 0],
    [59_999, 60_000, 0, 0],
    [60_000, 60_000, 1, 60_000],
    [1_700_000_030_000, 60_000, 28_333_333, 1_699_999_980_000],
  ])('at %i with slots of %i ms: slot %i starting %i', (now, every, index, startsAt) => {
    expect(recurringSlot(now, every)).toEqual({ index, startsAt });
  });
});
