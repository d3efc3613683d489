import { describe, expect, it } from 'vitest';
import { PLAN_FEATURE_IDS, type PlanId } from '#domain/plans/plans';
import { featureLock, limitLock } from './plan-lock';

const answer = (plan: PlanId, enforced: boolean, features: readonly string[] = []) => ({
  plan,
  enforced,
  features,
});
const lockedPlan = (lock: ReturnType<typeof featureLock>) => (lock.locked ? lock.plan.id : null);

describe('featureLock', () => {
  it.each([
    ['nothing known yet', undefined, 'coach', null],
    ['limits off: the server lists every feature', answer('free', false, PLAN_FEATURE_IDS), 'coach', null],
    ['limits off, even if a list came back short', answer('free', false), 'insights', null],
    ['Free with limits: the coach needs Premium', answer('free', true), 'coach', 'premium'],
    ['Free with limits: the library needs Pro', answer('free', true), 'meditationLibrary', 'pro'],
    [
      'Pro with limits: insights need Premium',
      answer('pro', true, ['meditationLibrary']),
      'insights',
      'premium',
    ],
    ['included in the plan', answer('premium', true, ['coach']), 'coach', null],
  ] as const)('%s', (_, features, feature, plan) => {
    expect(lockedPlan(featureLock(features, feature))).toBe(plan);
  });

  it('names the capability and the plan in the sheet title', () => {
    const lock = featureLock(answer('free', true), 'customMeditations');
    expect(lock.locked && lock.title).toBe('Custom meditation creation is part of Premium');
  });
});

describe('limitLock', () => {
  it.each([
    ['limits off', answer('free', false), 'habits', 0, null],
    ['Free: no habits at all', answer('free', true), 'habits', 0, 'pro'],
    ['Free: no stories', answer('free', true), 'stories', 0, 'pro'],
    ['Free: the first goal is open', answer('free', true), 'goals', 0, null],
    ['Free: the second goal needs Pro', answer('free', true), 'goals', 1, 'pro'],
    ['Pro: the sixth goal needs Premium', answer('pro', true), 'goals', 5, 'premium'],
    ['Pro: the fifth goal is open', answer('pro', true), 'goals', 4, null],
    ['Premium: no goal limit', answer('premium', true), 'goals', 500, null],
    ['Free: the first set of the day is open', answer('free', true), 'affirmations', 0, null],
    ['Free: a second set needs Pro', answer('free', true), 'affirmations', 3, 'pro'],
    ['Pro: habits are included', answer('pro', true), 'habits', 0, null],
  ] as const)('%s', (_, features, feature, used, plan) => {
    expect(lockedPlan(limitLock(features, feature, used))).toBe(plan);
  });

  it('gives the server’s own refusal as the reason', () => {
    const lock = limitLock(answer('free', true), 'goals', 1);
    expect(lock.locked && lock.reason).toBe(
      'Your Free plan includes 1 quantum goal. Upgrade to Pro for up to 5 goals.',
    );
    expect(lock.locked && lock.title).toBe('More goals come with Pro');
  });
});
