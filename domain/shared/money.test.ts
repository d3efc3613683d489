import { describe, expect, it } from 'vitest';
import { parseMoneyAmount } from './money';

describe('parseMoneyAmount', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['0', 0],
    ['2000', 2000],
    [' 2000 ', 2000],
    ['1,500', 1500],
    ['$500', 500],
    ['$ 500', 500],
    ['$1,500.50', 1500],
    ['$1,500.99', 1500],
    ['1500.5', 1500],
    ['12.5', 12],
    ['1,000,000', 1_000_000],
  ])('reads %j as %j', (input, expected) => expect(parseMoneyAmount(input)).toBe(expected));

  it.each([
    'lots',
    '-3',
    '-$3',
    '$-3',
    '1e5',
    '1,50',
    '15,00,000',
    ',500',
    '500,',
    '1.234',
    '$',
    '12 000',
    '0x10',
    'Infinity',
    '€500',
  ])('rejects %j', (input) => expect(parseMoneyAmount(input)).toBeNaN());
});
