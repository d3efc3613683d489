import { describe, expect, it } from 'vitest';
import { parseBudgetFigures, type PlanFigures } from './budget-figures';

const figures = (
  income: number,
  costs: number | null,
  target: number,
  goal: number | null = null,
): Omit<PlanFigures, 'costNames'> => ({ income, costs, target, goal });

describe('parseBudgetFigures: her own month, in dollars a month', () => {
  it.each([
    ['I take home $2,800, rent is $1,100, how do I save $300 a month?', figures(2800, 1100, 300)],
    ['i take home $2800 and rent is $1100. how can i save $300 a month', figures(2800, 1100, 300)],
    [
      'I earn $3,200 a month after tax, rent is $1,400 and bills are $350. I want to save $400 a month.',
      figures(3200, 1750, 400),
    ],
    ['My take-home is $2,800; I pay $1,100 in rent. Can I save $300 a month?', figures(2800, 1100, 300)],
    ['I make $700 a week and want to put aside $50 a week', figures((700 * 52) / 12, null, (50 * 52) / 12)],
    ['I take home $2.8k, rent is $1.1k, how do I save $300 a month?', figures(2800, 1100, 300)],
    [
      'I take home $2,800, rent is $1,100. How long to save a $3,000 emergency fund at $300 a month?',
      figures(2800, 1100, 300, 3000),
    ],
    [
      'I take home $2,800 and rent is $1,100, I want to save $300 a month for a $6,000 deposit',
      figures(2800, 1100, 300, 6000),
    ],
    ['Salary $48,000 a year, rent $1,200, save $500 a month?', figures(4000, 1200, 500)],
    ['I get paid $1,500 every two weeks and want to save $200 a month', figures(3250, null, 200)],
  ])('%s', (message, expected) => {
    const parsed = parseBudgetFigures(message);
    expect(parsed).not.toBeNull();
    expect(parsed?.income).toBeCloseTo(expected.income);
    expect(parsed?.costs ?? null).toEqual(expected.costs === null ? null : expect.closeTo(expected.costs));
    expect(parsed?.target).toBeCloseTo(expected.target);
    expect(parsed?.goal ?? null).toBe(expected.goal);
  });

  it('names the costs in her words, once each, in her order', () => {
    expect(
      parseBudgetFigures('I earn $3,200 a month, rent is $1,400 and bills are $350; save $400 a month?')
        ?.costNames,
    ).toEqual(['rent', 'bills']);
    expect(parseBudgetFigures('I take home $2,800, rent is $1,100, save $300 a month?')?.costNames).toEqual([
      'rent',
    ]);
  });

  it.each([
    'How do I save $300 a month?',
    'rent is $1,100 and I am $300 short',
    'I take home $2,800 a month',
    'How can I save more?',
    'I take home about 2800 and want to save 300',
  ])('%s: not enough of her figures for a plan', (message) => expect(parseBudgetFigures(message)).toBeNull());
});
