import { describe, expect, it } from 'vitest';
import {
  PLANS,
  checkPlanLimit,
  planThatUnlocks,
  remainingAllowance,
  type LimitedFeature,
  type PlanId,
} from './plans';

describe('PLANS', () => {
  it('lists Free, Pro and Premium with the spec prices, Pro marked most popular', () => {
    expect(PLANS.map(({ id, name, price, mostPopular }) => [id, name, price, mostPopular])).toEqual([
      ['free', 'Free', '$0', false],
      ['pro', 'Pro', '$19', true],
      ['premium', 'Premium', '$49', false],
    ]);
  });
});

describe('remainingAllowance at each boundary', () => {
  it.each<[PlanId, LimitedFeature, number, number]>([
    ['free', 'affirmations', 0, 3],
    ['free', 'affirmations', 2, 1],
    ['free', 'affirmations', 3, 0],
    ['free', 'affirmations', 7, 0],
    ['free', 'goals', 0, 1],
    ['free', 'goals', 1, 0],
    ['free', 'habits', 0, 0],
    ['free', 'stories', 0, 0],
    ['pro', 'affirmations', 500, Infinity],
    ['pro', 'goals', 4, 1],
    ['pro', 'goals', 5, 0],
    ['pro', 'habits', 40, Infinity],
    ['pro', 'stories', 12, Infinity],
    ['premium', 'goals', 1000, Infinity],
    ['premium', 'affirmations', 1000, Infinity],
  ])('%s %s after %i -> %s', (plan, feature, used, expected) =>
    expect(remainingAllowance(plan, feature, used)).toBe(expected),
  );
});

describe('planThatUnlocks', () => {
  it.each<[PlanId, LimitedFeature, number, PlanId | null]>([
    ['free', 'affirmations', 3, 'pro'],
    ['free', 'goals', 1, 'pro'],
    ['free', 'goals', 5, 'premium'],
    ['free', 'habits', 0, 'pro'],
    ['free', 'stories', 0, 'pro'],
    ['pro', 'goals', 5, 'premium'],
    ['premium', 'goals', 5, null],
  ])('%s %s after %i -> %s', (plan, feature, used, expected) =>
    expect(planThatUnlocks(plan, feature, used)).toBe(expected),
  );
});

describe('checkPlanLimit', () => {
  it.each<[PlanId, LimitedFeature, number, string | null]>([
    ['free', 'affirmations', 2, null],
    [
      'free',
      'affirmations',
      3,
      'Your Free plan includes 3 new affirmations per day. Upgrade to Pro for unlimited affirmations.',
    ],
    ['free', 'goals', 0, null],
    ['free', 'goals', 1, 'Your Free plan includes 1 quantum goal. Upgrade to Pro for up to 5 goals.'],
    ['free', 'goals', 5, 'Your Free plan includes 1 quantum goal. Upgrade to Premium for unlimited goals.'],
    [
      'free',
      'habits',
      0,
      'Wealth habits tracking is not included in your Free plan. Upgrade to Pro to track your wealth habits.',
    ],
    [
      'free',
      'stories',
      0,
      'Success story sharing is not included in your Free plan. Upgrade to Pro to share your success story.',
    ],
    ['pro', 'goals', 4, null],
    ['pro', 'goals', 5, 'Your Pro plan includes 5 quantum goals. Upgrade to Premium for unlimited goals.'],
    ['pro', 'habits', 0, null],
    ['premium', 'goals', 99, null],
  ])('%s %s after %i', (plan, feature, used, message) => {
    const result = checkPlanLimit(plan, feature, used);
    if (message === null) expect(result.allowed).toBe(true);
    else expect(result).toEqual({ allowed: false, message });
  });

  it('reports how many more are allowed', () => {
    expect(checkPlanLimit('free', 'affirmations', 1)).toEqual({ allowed: true, remaining: 2 });
    expect(checkPlanLimit('premium', 'goals', 3)).toEqual({ allowed: true, remaining: Infinity });
  });
});
