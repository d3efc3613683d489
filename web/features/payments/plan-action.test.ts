import { describe, expect, it } from 'vitest';
import type { PlanId } from '#domain/plans/plans';
import { planAction, planButtonLabel } from './plan-action';

describe('planAction', () => {
  it.each<[boolean, PlanId, PlanId, string | null, ReturnType<typeof planAction>]>([
    [false, 'pro', 'free', 'price_pro', { kind: 'navigate', to: '/' }],
    [false, 'free', 'free', null, { kind: 'navigate', to: '/' }],
    [true, 'free', 'free', null, { kind: 'navigate', to: '/dashboard' }],
    [true, 'free', 'pro', null, { kind: 'navigate', to: '/dashboard' }],
    [true, 'pro', 'pro', 'price_pro', { kind: 'navigate', to: '/dashboard' }],
    [true, 'pro', 'free', null, { kind: 'missing-price' }],
    [
      true,
      'premium',
      'free',
      'price_p&x',
      { kind: 'navigate', to: '/subscribe?tier=premium&priceId=price_p%26x' },
    ],
    [
      true,
      'premium',
      'pro',
      'price_prem',
      { kind: 'navigate', to: '/subscribe?tier=premium&priceId=price_prem' },
    ],
  ])('signed in %s, %s while on %s with price %s', (signedIn, planId, currentPlan, priceId, expected) =>
    expect(planAction({ signedIn, planId, currentPlan, priceId })).toEqual(expected),
  );
});

describe('planButtonLabel', () => {
  it.each<[PlanId, PlanId, boolean, string]>([
    ['free', 'free', false, 'Current Plan'],
    ['free', 'pro', false, 'Get Started'],
    ['pro', 'pro', false, 'Current Plan'],
    ['pro', 'free', false, 'Get Started'],
    ['premium', 'free', true, 'Loading...'],
  ])('%s while on %s, selected %s -> %s', (planId, currentPlan, selected, expected) =>
    expect(planButtonLabel({ planId, currentPlan, selected })).toBe(expected),
  );
});
