import {
  LIMITED_FEATURES,
  PLAN_FEATURE_IDS,
  PLAN_FEATURES,
  PLAN_IDS,
  PLAN_LIMITS,
  cheapestPlanWith,
  planById,
  type LimitedFeature,
  type PlanId,
} from './plans';

/** One line of a plan card and the page where the member finds it (null: nothing to open). */
export type PlanLine = { text: string; href: string | null };

/** What every plan includes without a limit; the Free card lists them. */
const BASE_LINES: PlanLine[] = [
  { text: 'Basic meditation', href: '/meditate' },
  { text: 'Energy tracking', href: '/energy' },
  { text: 'Community access', href: '/community' },
  { text: 'Journal and mood', href: '/journal' },
];

const LIMIT_HREF: Record<LimitedFeature, string> = {
  affirmations: '/affirmations',
  goals: '/goals',
  habits: '/wealth-habits',
  stories: '/community',
};

/**
 * How the plan cards name the daily affirmations: "AI" only when a chat model writes them
 * (AI_BASE_URL and AI_MODEL); otherwise they come from the written library and the word would lie.
 */
export type PlanLineOptions = { affirmationsByModel: boolean };
const WITHOUT_MODEL: PlanLineOptions = { affirmationsByModel: false };

function limitText(feature: LimitedFeature, limit: number | null, options: PlanLineOptions): string {
  switch (feature) {
    case 'affirmations':
      if (limit === null) return 'Unlimited affirmations';
      return `${limit} ${options.affirmationsByModel ? 'AI' : 'new'} affirmations per day`;
    case 'goals':
      if (limit === null) return 'Unlimited goals';
      return limit === 1 ? '1 quantum goal' : `${limit} goals`;
    case 'habits':
      return 'Wealth habits tracking';
    case 'stories':
      return 'Success story sharing';
  }
}

/** A counted limit earns a line on the plans where it changes from the plan below (0 = not included). */
function limitLines(plan: PlanId, options: PlanLineOptions): PlanLine[] {
  const below = PLAN_IDS[PLAN_IDS.indexOf(plan) - 1];
  return LIMITED_FEATURES.flatMap((feature) => {
    const limit = PLAN_LIMITS[plan][feature];
    if (limit === 0) return [];
    if (below !== undefined && PLAN_LIMITS[below][feature] === limit) return [];
    return [{ text: limitText(feature, limit, options), href: LIMIT_HREF[feature] }];
  });
}

/**
 * The card lines of a plan, generated from the plan table: a plan lists what it adds to the plan
 * below (which it says in its first line), so nothing appears that the server does not enforce.
 */
export function planLines(plan: PlanId, options: PlanLineOptions = WITHOUT_MODEL): PlanLine[] {
  const index = PLAN_IDS.indexOf(plan);
  const below = PLAN_IDS[index - 1];
  // Pro's card stands on its own (SPEC section 9); higher plans say they include the one below.
  const head: PlanLine[] =
    below === undefined
      ? BASE_LINES
      : index > 1
        ? [{ text: `Everything in ${planById(below).name}`, href: null }]
        : [];
  const features = PLAN_FEATURE_IDS.filter((feature) => cheapestPlanWith(feature) === plan).map(
    (feature) => ({ text: PLAN_FEATURES[feature].line, href: PLAN_FEATURES[feature].href }),
  );
  return [...head, ...limitLines(plan, options), ...features];
}
