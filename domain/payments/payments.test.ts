import { describe, expect, it } from 'vitest';
import {
  CreateSubscriptionSchema,
  isEntitled,
  PRICING_NOTICE,
  pricingNotice,
  setupOutcome,
  shouldApplyState,
  type IncomingSubscriptionState,
  type StoredSubscriptionState,
} from './payments';

describe('setupOutcome (docs/plans.md)', () => {
  it.each([
    [{ clientSecret: 'pi_secret', subscriptionId: 'sub_1', message: '' }, 'payment-form'],
    [{ clientSecret: 'pi_secret', subscriptionId: null, message: '' }, 'payment-form'],
    [{ clientSecret: null, subscriptionId: 'sub_1', message: '' }, 'created'],
    [{ clientSecret: null, subscriptionId: null, message: '' }, 'configuration-error'],
    [{ clientSecret: '', subscriptionId: '', message: '' }, 'configuration-error'],
  ])('%j -> %s', (setup, expected) => expect(setupOutcome(setup)).toBe(expected));
});

describe('isEntitled', () => {
  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', true],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['unpaid', false],
    ['paused', false],
    ['canceled', false],
    [null, false],
  ])('%s -> %s', (status, expected) => expect(isEntitled(status)).toBe(expected));
});

describe('CreateSubscriptionSchema', () => {
  it.each([
    [{ priceId: 'price_1', tier: 'pro' }, true],
    [{ priceId: 'price_1', tier: 'premium' }, true],
    [{ priceId: 'price_1', tier: 'free' }, false],
    [{ priceId: '  ', tier: 'pro' }, false],
    [{ tier: 'pro' }, false],
    [{ priceId: 'price_1', tier: 'pro', extra: 1 }, false],
  ])('%j -> %s', (body, ok) => expect(CreateSubscriptionSchema.safeParse(body).success).toBe(ok));
});

const t = (seconds: number) => new Date(seconds * 1000);
const stored = (
  subscriptionId: string | null,
  status: string | null,
  at: number | null,
): StoredSubscriptionState => ({
  subscriptionId,
  status,
  stateAt: at === null ? null : t(at),
});
const incoming = (subscriptionId: string, status: string, at: number): IncomingSubscriptionState => ({
  subscriptionId,
  status,
  at: t(at),
});

describe('shouldApplyState keeps reordered and replayed events from moving backwards', () => {
  it.each<[string, StoredSubscriptionState, IncomingSubscriptionState, boolean]>([
    ['nothing stored yet', stored(null, null, null), incoming('sub_a', 'incomplete', 10), true],
    [
      'newer state of the same subscription',
      stored('sub_a', 'incomplete', 10),
      incoming('sub_a', 'active', 20),
      true,
    ],
    [
      'older state of the same subscription',
      stored('sub_a', 'active', 20),
      incoming('sub_a', 'incomplete', 10),
      false,
    ],
    ['same second, later stage', stored('sub_a', 'incomplete', 10), incoming('sub_a', 'active', 10), true],
    ['same second, earlier stage', stored('sub_a', 'active', 10), incoming('sub_a', 'incomplete', 10), false],
    ['same second, same stage', stored('sub_a', 'active', 10), incoming('sub_a', 'past_due', 10), true],
    [
      'ended subscription never revives',
      stored('sub_a', 'canceled', 10),
      incoming('sub_a', 'active', 30),
      false,
    ],
    [
      'expired subscription never revives',
      stored('sub_a', 'incomplete_expired', 10),
      incoming('sub_a', 'active', 30),
      false,
    ],
    [
      'a newer subscription replaces an ended one',
      stored('sub_a', 'canceled', 10),
      incoming('sub_b', 'incomplete', 30),
      true,
    ],
    [
      'a newer subscription replaces an abandoned one',
      stored('sub_a', 'incomplete', 10),
      incoming('sub_b', 'active', 30),
      true,
    ],
    [
      'an older other subscription does not',
      stored('sub_b', 'active', 30),
      incoming('sub_a', 'incomplete', 10),
      false,
    ],
    [
      'the end of another subscription does not',
      stored('sub_b', 'active', 30),
      incoming('sub_a', 'canceled', 40),
      false,
    ],
  ])('%s', (_name, current, next, expected) => expect(shouldApplyState(current, next)).toBe(expected));
});

describe('pricingNotice: what /pricing says when nothing can be bought', () => {
  const config = { publishableKey: null, prices: { pro: null, premium: null } };
  it.each([
    [{ configured: true, planLimits: true }, null],
    [{ configured: false, planLimits: false }, PRICING_NOTICE.everythingIncluded],
    [{ configured: false, planLimits: true }, PRICING_NOTICE.cannotBuy],
  ])('%j', (flags, notice) => {
    expect(pricingNotice({ ...config, ...flags })).toBe(notice);
  });
});
