import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { CurrentUserSchema } from '#domain/auth/auth';
import { DaySchema } from '#domain/shared/dates';
import { affirmationsTitle } from '#domain/affirmations/names';
import { WEEK_DAYS } from '#domain/practice/week';

/** docs/dashboard.md: what the client shows when a number is missing (the answer has not come). */
/** The dashboard's figures; every write that moves one invalidates this key on the client. */
export const DASHBOARD_STATS_PATH = '/api/dashboard-stats';

export const COHERENCE_FALLBACK = 87;
export const STREAK_FALLBACK = 0;
const FIRST_NAME_FALLBACK = 'User';

/** docs/dashboard.md: before 12:00 'Good Morning', before 18:00 'Good Afternoon', otherwise 'Good Evening'. */
export function greetingFor(hour: number): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

export function displayFirstName(firstName: string | null | undefined): string {
  return firstName?.trim() || FIRST_NAME_FALLBACK;
}

export const coherenceText = (coherence: number) =>
  coherence === 0
    ? 'Your coherence is 0% today: it rises as you practise'
    : `Your quantum field is aligned at ${coherence}% coherence today`;

const DailyStatsSchema = schemaOnFirstUse(() =>
  z.object({
    /** 0-100 from the first request (domain/practice/coherence.ts); a new member reads 0. */
    coherence: z.number().int().min(0).max(100),
    streak: z.number().int().min(0),
    /** Streak freezes banked (docs/practice.md). */
    freezesBanked: z.number().int().min(0),
    /** The latest missed day a freeze covered in the current streak, or null. */
    freezeUsedOn: DaySchema.nullable(),
    /** Whether today is one of the member's rest days. */
    restToday: z.boolean(),
  }),
);

const WeeklyPracticeSchema = schemaOnFirstUse(() =>
  z.object({
    from: DaySchema,
    to: DaySchema,
    minutesMeditated: z.number().int().min(0),
    ritualsCompleted: z.number().int().min(0),
    habitsCompleted: z.number().int().min(0),
    activeDays: z.array(z.boolean()).length(WEEK_DAYS),
  }),
);

/** GET /api/dashboard-stats. `today` is the user's local day the numbers were computed for. */
export const DashboardStatsSchema = schemaOnFirstUse(() =>
  z.object({
    user: CurrentUserSchema,
    dailyStats: DailyStatsSchema,
    weeklyPractice: WeeklyPracticeSchema,
    today: DaySchema,
  }),
);

export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/**
 * docs/dashboard.md: the quick-actions row. Values are static text; the affirmations card says "AI"
 * only when a chat model writes them (`affirmationsByModel`, from GET /api/affirmations/writer).
 */
export const quickActions = (affirmationsByModel: boolean) =>
  [
    { title: 'Quantum Meditation', href: '/meditate', action: 'Start Session', value: '15 min' },
    {
      title: affirmationsTitle(affirmationsByModel),
      href: '/affirmations',
      action: 'Generate New',
      value: '3 New',
    },
    { title: 'Energy Check', href: '/energy', action: 'View Details', value: '528 Hz' },
  ] as const;

/** The upgrade banner; its body names "AI" affirmations only when a chat model writes them. */
export const subscriptionBanner = (affirmationsByModel: boolean) =>
  ({
    title: 'Unlock your full abundance potential',
    body: `Upgrade for unlimited ${affirmationsByModel ? 'AI ' : ''}affirmations, advanced analytics and personalized coaching.`,
    action: 'Upgrade Now',
    href: '/pricing',
  }) as const;

/** Shown once when the payment flow returns to /dashboard?subscription=success. */
export const SUBSCRIPTION_WELCOME_TOAST = {
  title: 'Welcome to your upgraded plan!',
  description: 'Your subscription is active. Enjoy your expanded abundance practice.',
} as const;

/**
 * docs/dashboard.md: 'Quantum Mastery Videos', an experience story and a tutorial. Until the product
 * records its own, these are widely published talks under their real titles and speakers (no
 * invented member stories): a personal story of how outlook shapes success, and a practical
 * introduction to a daily mindful practice. Change them here only.
 */
export const DASHBOARD_VIDEOS = [
  {
    kind: 'Experience story',
    title: 'The happy secret to better work',
    description:
      'Shawn Achor (TEDx): his own story of how a positive brain does better at everything, money included.',
    url: 'https://www.youtube.com/watch?v=fLJsdqxnZb0',
  },
  {
    kind: 'Tutorial',
    title: 'All it takes is 10 mindful minutes',
    description: 'Andy Puddicombe (TED): a practical start to the daily stillness your rituals build on.',
    url: 'https://www.youtube.com/watch?v=qzR62JJCMBQ',
  },
] as const;

export const RESOURCES_LINK = { label: 'View All Resources', href: '/resources' } as const;
