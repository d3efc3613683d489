import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/** The three plans (docs/plans.md). Price ids are deployment settings, so they are not here. */
export const PLAN_IDS = ['free', 'pro', 'premium'] as const;
export const PlanIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

const PAID_PLAN_IDS = ['pro', 'premium'] as const;
export const PaidPlanIdSchema = z.enum(PAID_PLAN_IDS);
export type PaidPlanId = z.infer<typeof PaidPlanIdSchema>;

export type Plan = {
  id: PlanId;
  name: string;
  /** Price text as shown on the card. */
  price: string;
  period: string;
  description: string;
  mostPopular: boolean;
};

/** The card lines are generated from PLAN_LIMITS and PLAN_FEATURES (domain/plans/plan-lines.ts). */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'Begin your abundance practice with the essentials.',
    mostPopular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$19',
    period: '/month',
    description: 'For committed manifestors ready to accelerate their alignment.',
    mostPopular: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$49',
    period: '/month',
    description: 'The complete quantum wealth experience, with personal guidance.',
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
export const LIMITED_FEATURES = ['affirmations', 'goals', 'habits', 'stories'] as const;
export type LimitedFeature = (typeof LIMITED_FEATURES)[number];

/** null = unlimited; 0 = not included in the plan. Affirmations are per local day. */
export const PLAN_LIMITS: Record<PlanId, Record<LimitedFeature, number | null>> = {
  free: { affirmations: 3, goals: 1, habits: 0, stories: 0 },
  pro: { affirmations: null, goals: 5, habits: null, stories: null },
  premium: { affirmations: null, goals: null, habits: null, stories: null },
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
      return `Your ${name} plan includes ${limit} new affirmations per day.`;
    case 'goals':
      return `Your ${name} plan includes ${limit} quantum ${limit === 1 ? 'goal' : 'goals'}.`;
    case 'habits':
      return `Wealth habits tracking is not included in your ${name} plan.`;
    case 'stories':
      return `Success story sharing is not included in your ${name} plan.`;
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

/** A capability a plan either includes or not: one row per feature, plan -> allowed. */
export type FeatureRow = Record<PlanId, boolean> & {
  /** The pricing-card line (docs/plans.md wording). */
  line: string;
  /** Where the member finds it; the card links there. */
  href: string;
};

/**
 * The plan table: feature x plan -> allowed. docs/plans.md gives each line's exact meaning.
 * Counted limits (affirmations a day, goals) stay in PLAN_LIMITS above.
 */
export const PLAN_FEATURES = {
  meditationLibrary: {
    free: false,
    pro: true,
    premium: true,
    line: 'Advanced meditation library',
    href: '/meditate',
  },
  realtimeEnergy: {
    free: false,
    pro: true,
    premium: true,
    line: 'Real-time energy monitoring',
    href: '/energy',
  },
  priorityCommunity: {
    free: false,
    pro: true,
    premium: true,
    line: 'Priority community',
    href: '/community',
  },
  /** Every multi-day program; "7 Days of Money Calm" stays free (content/programs). */
  guidedPrograms: { free: false, pro: true, premium: true, line: 'Guided programs', href: '/programs' },
  coach: { free: false, pro: false, premium: true, line: 'Personalized AI coaching', href: '/coach' },
  customMeditations: {
    free: false,
    pro: false,
    premium: true,
    line: 'Custom meditation creation',
    href: '/meditate/create',
  },
  insights: { free: false, pro: false, premium: true, line: 'Advanced analytics', href: '/insights' },
  coachingSessions: {
    free: false,
    pro: false,
    premium: true,
    line: '1-on-1 monthly sessions',
    href: '/#coaching',
  },
  earlyAccess: { free: false, pro: false, premium: true, line: 'Early access', href: '/profile#labs' },
  vipStatus: { free: false, pro: false, premium: true, line: 'VIP status', href: '/profile' },
} satisfies Record<string, FeatureRow>;

export type PlanFeature = keyof typeof PLAN_FEATURES;
export const PLAN_FEATURE_IDS = Object.keys(PLAN_FEATURES).filter(
  (key): key is PlanFeature => key in PLAN_FEATURES,
);

export function planAllows(plan: PlanId, feature: PlanFeature): boolean {
  return PLAN_FEATURES[feature][plan];
}

/** The cheapest plan that includes `feature` (every row has one). */
export function cheapestPlanWith(feature: PlanFeature): PlanId {
  return PLAN_IDS.find((plan) => planAllows(plan, feature)) ?? 'premium';
}

/** Whether `plan` includes `feature`; the refusal names the plan that does. */
export function checkPlanFeature(plan: PlanId, feature: PlanFeature): PlanCheck {
  if (planAllows(plan, feature)) return { allowed: true, remaining: Infinity };
  const unlock = planById(cheapestPlanWith(feature)).name;
  const line = PLAN_FEATURES[feature].line;
  return {
    allowed: false,
    message: `${line} is part of the ${unlock} plan. Upgrade to ${unlock} to use it.`,
  };
}

/** GET /api/plan-features: what the member's plan includes now (everything while limits are off). */
export const PlanFeaturesSchema = schemaOnFirstUse(() =>
  z.object({
    plan: PlanIdSchema,
    enforced: z.boolean(),
    features: z.array(z.string()),
  }),
);
export type PlanFeatures = { plan: PlanId; enforced: boolean; features: PlanFeature[] };

/** The badge a member's plan shows beside their name (profile card, stories): VIP for Premium. */
export function memberBadge(plan: PlanId): 'vip' | null {
  return plan !== 'free' && planAllows(plan, 'vipStatus') ? 'vip' : null;
}
