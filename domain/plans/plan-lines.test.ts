import { describe, expect, it } from 'vitest';
import { planLines } from './plan-lines';
import {
  PLAN_FEATURE_IDS,
  PLAN_FEATURES,
  checkPlanFeature,
  cheapestPlanWith,
  planAllows,
  type PlanId,
} from './plans';

describe('the plan table (feature x plan -> allowed)', () => {
  it.each<[string, boolean, boolean, boolean]>([
    ['realtimeEnergy', false, true, true],
    ['priorityCommunity', false, true, true],
    ['coach', false, false, true],
    ['insights', false, false, true],
    ['coachingSessions', false, false, true],
    ['earlyAccess', false, false, true],
    ['vipStatus', false, false, true],
  ])('%s: free %s, pro %s, premium %s', (feature, free, pro, premium) => {
    const id = PLAN_FEATURE_IDS.find((candidate) => candidate === feature);
    if (!id) throw new Error(`${feature} is not in the table`);
    expect([planAllows('free', id), planAllows('pro', id), planAllows('premium', id)]).toEqual([
      free,
      pro,
      premium,
    ]);
  });

  it('never takes a feature away from a higher plan', () => {
    for (const feature of PLAN_FEATURE_IDS) {
      const row = PLAN_FEATURES[feature];
      if (row.free) expect(row.pro).toBe(true);
      if (row.pro) expect(row.premium).toBe(true);
    }
  });

  it.each<[PlanId, 'coach' | 'realtimeEnergy', string | null]>([
    ['premium', 'coach', null],
    ['pro', 'coach', 'Personalized AI coaching is part of the Premium plan. Upgrade to Premium to use it.'],
    [
      'free',
      'realtimeEnergy',
      'Real-time energy monitoring is part of the Pro plan. Upgrade to Pro to use it.',
    ],
    ['pro', 'realtimeEnergy', null],
  ])('%s %s refusal names the plan', (plan, feature, message) => {
    const result = checkPlanFeature(plan, feature);
    if (message === null) expect(result.allowed).toBe(true);
    else expect(result).toEqual({ allowed: false, message });
  });

  it('names the cheapest plan with each feature', () => {
    expect(cheapestPlanWith('priorityCommunity')).toBe('pro');
    expect(cheapestPlanWith('vipStatus')).toBe('premium');
  });
});

describe('planLines', () => {
  it('generates each card from the table, every line but "Everything in Pro" linking to its page', () => {
    expect(planLines('free')).toEqual([
      { text: 'Basic meditation', href: '/meditate' },
      { text: 'Energy tracking', href: '/energy' },
      { text: 'Community access', href: '/community' },
      { text: 'Journal and mood', href: '/journal' },
      { text: '3 new affirmations per day', href: '/affirmations' },
      { text: '1 quantum goal', href: '/goals' },
    ]);
    // "AI" only when a chat model writes them.
    expect(
      planLines('free', { affirmationsByModel: true }).find((line) => line.href === '/affirmations')?.text,
    ).toBe('3 AI affirmations per day');
    expect(planLines('pro').map((line) => line.text)).toEqual([
      'Unlimited affirmations',
      '5 goals',
      'Wealth habits tracking',
      'Success story sharing',
      'Advanced meditation library',
      'Real-time energy monitoring',
      'Priority community',
      'Guided programs',
    ]);
    expect(planLines('premium')).toEqual([
      { text: 'Everything in Pro', href: null },
      { text: 'Unlimited goals', href: '/goals' },
      { text: 'Personalized AI coaching', href: '/coach' },
      { text: 'Custom meditation creation', href: '/meditate/create' },
      { text: 'Advanced analytics', href: '/insights' },
      { text: '1-on-1 monthly sessions', href: '/#coaching' },
      { text: 'Early access', href: '/profile#labs' },
      { text: 'VIP status', href: '/profile' },
    ]);
  });
});
