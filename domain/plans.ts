import { z } from 'zod';

/** The three plans (docs/plans.md). Price ids are deployment settings, so they are not here. */
export const PLAN_IDS = ['free', 'pro', 'premium'] as const;
export const PlanIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

export const PAID_PLAN_IDS = ['pro', 'premium'] as const;
export const PaidPlanIdSchema = z.enum(PAID_PLAN_IDS);
export type PaidPlanId = z.infer<typeof PaidPlanIdSchema>;

export type Plan = {
  id: PlanId;
  name: string;
  /** Price text as shown on the card. */
  price: string;
  period: string;
  description: string;
  features: string[];
  mostPopular: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'Begin your abundance practice with the essentials.',
    features: [
      '3 AI affirmations per day',
      'Basic meditation',
      'Energy tracking',
      '1 quantum goal',
      'Community access',
    ],
    mostPopular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$19',
    period: '/month',
    description: 'For committed manifestors ready to accelerate their alignment.',
    features: [
      'Unlimited affirmations',
      'Advanced meditation library',
      'Real-time energy monitoring',
      '5 goals',
      'Priority community',
      'Wealth habits tracking',
      'Success story sharing',
    ],
    mostPopular: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$49',
    period: '/month',
    description: 'The complete quantum wealth experience, with personal guidance.',
    features: [
      'Everything in Pro',
      'Personalized AI coaching',
      'Custom meditation creation',
      'Advanced analytics',
      'Unlimited goals',
      '1-on-1 monthly sessions',
      'Early access',
      'VIP status',
    ],
    mostPopular: false,
  },
];

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** The money-back guarantee every paid plan carries (docs/plans.md). */
export const MONEY_BACK_DAYS = 30;

/** What a plan limits. Counts are "how many already exist or were used", before the new one. */
export const LIMITED_FEATURES = [
  'affirmations',
  'goals',
  'habits',
  'stories',
  'meditationLibrary',
  'customMeditations',
] as const;
export type LimitedFeature = (typeof LIMITED_FEATURES)[number];

/** null = unlimited; 0 = not included in the plan. Affirmations are per local day. */
export const PLAN_LIMITS: Record<PlanId, Record<LimitedFeature, number | null>> = {
  free: { affirmations: 3, goals: 1, habits: 0, stories: 0, meditationLibrary: 0, customMeditations: 0 },
  pro: {
    affirmations: null,
    goals: 5,
    habits: null,
    stories: null,
    meditationLibrary: null,
    customMeditations: 0,
  },
  premium: {
    affirmations: null,
    goals: null,
    habits: null,
    stories: null,
    meditationLibrary: null,
    customMeditations: null,
  },
};

/** How many more the plan allows, counting the one being added; Infinity when unlimited. */
export function remainingAllowance(plan: PlanId, feature: LimitedFeature, used: number): number {
  const limit = PLAN_LIMITS[plan][feature];
  return limit === null ? Infinity : Math.max(0, limit - used);
}

/** The cheapest plan above `plan` that allows one more, or null when none does. */
export function planThatUnlocks(plan: PlanId, feature: LimitedFeature, used: number): PlanId | null {
  const above = PLAN_IDS.slice(PLAN_IDS.indexOf(plan) + 1);
  return above.find((candidate) => remainingAllowance(candidate, feature, used) > 0) ?? null;
}

function describeLimit(plan: PlanId, feature: LimitedFeature): string {
  const limit = PLAN_LIMITS[plan][feature];
  const name = planById(plan).name;
  switch (feature) {
    case 'affirmations':
      return `Your ${name} plan includes ${limit} AI affirmations per day.`;
    case 'goals':
      return `Your ${name} plan includes ${limit} quantum ${limit === 1 ? 'goal' : 'goals'}.`;
    case 'habits':
      return `Wealth habits tracking is not included in your ${name} plan.`;
    case 'stories':
      return `Success story sharing is not included in your ${name} plan.`;
    case 'meditationLibrary':
      return `The advanced meditation library is not included in your ${name} plan.`;
    case 'customMeditations':
      return `Custom meditation creation is not included in your ${name} plan.`;
  }
}

function describeUnlock(plan: PlanId, feature: LimitedFeature): string {
  const limit = PLAN_LIMITS[plan][feature];
  const name = planById(plan).name;
  switch (feature) {
    case 'affirmations':
      return `Upgrade to ${name} for unlimited affirmations.`;
    case 'goals':
      return limit === null
        ? `Upgrade to ${name} for unlimited goals.`
        : `Upgrade to ${name} for up to ${limit} goals.`;
    case 'habits':
      return `Upgrade to ${name} to track your wealth habits.`;
    case 'stories':
      return `Upgrade to ${name} to share your success story.`;
    case 'meditationLibrary':
      return `Upgrade to ${name} for the advanced meditation library.`;
    case 'customMeditations':
      return `Upgrade to ${name} to create your own meditations.`;
  }
}

export type PlanCheck = { allowed: true; remaining: number } | { allowed: false; message: string };

/** Whether `plan` allows one more `feature` after `used`; the refusal names the plan that unlocks it. */
export function checkPlanLimit(plan: PlanId, feature: LimitedFeature, used: number): PlanCheck {
  const remaining = remainingAllowance(plan, feature, used);
  if (remaining > 0) return { allowed: true, remaining };
  const unlockedBy = planThatUnlocks(plan, feature, used);
  const unlock = unlockedBy ? ` ${describeUnlock(unlockedBy, feature)}` : '';
  return { allowed: false, message: `${describeLimit(plan, feature)}${unlock}` };
}
