import { z } from 'zod';
import { CurrentUserSchema } from './auth';
import { DaySchema } from './dates';
import { WEEK_DAYS } from './practice';

/** SPEC sections 3 and 9: what the client shows when a number is not there yet. */
export const COHERENCE_FALLBACK = 87;
export const STREAK_FALLBACK = 0;
export const FIRST_NAME_FALLBACK = 'User';

/** SPEC section 2: before 12:00 'Good Morning', before 18:00 'Good Afternoon', otherwise 'Good Evening'. */
export function greetingFor(hour: number): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

export function displayFirstName(firstName: string | null | undefined): string {
  return firstName?.trim() || FIRST_NAME_FALLBACK;
}

export const coherenceText = (coherence: number) =>
  `Your quantum field is aligned at ${coherence}% coherence today`;

export const DailyStatsSchema = z.object({
  /** null until the user has practised at least once; the client shows COHERENCE_FALLBACK. */
  coherence: z.number().int().min(0).max(100).nullable(),
  streak: z.number().int().min(0),
});

export const WeeklyPracticeSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  minutesMeditated: z.number().int().min(0),
  ritualsCompleted: z.number().int().min(0),
  habitsCompleted: z.number().int().min(0),
  activeDays: z.array(z.boolean()).length(WEEK_DAYS),
});

/** GET /api/dashboard-stats. `today` is the user's local day the numbers were computed for. */
export const DashboardStatsSchema = z.object({
  user: CurrentUserSchema,
  dailyStats: DailyStatsSchema,
  weeklyPractice: WeeklyPracticeSchema,
  today: DaySchema,
});

export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
export type WeeklyPracticeStats = z.infer<typeof WeeklyPracticeSchema>;

/** SPEC section 2: the quick-actions row. Values are static text. */
export const QUICK_ACTIONS = [
  { title: 'Quantum Meditation', href: '/meditate', action: 'Start Session', value: '15 min' },
  { title: 'AI Affirmations', href: '/affirmations', action: 'Generate New', value: '3 New' },
  { title: 'Energy Check', href: '/energy', action: 'View Details', value: '528 Hz' },
] as const;

export const SUBSCRIPTION_BANNER = {
  title: 'Unlock your full abundance potential',
  body: 'Upgrade for unlimited AI affirmations, advanced analytics and personalized coaching.',
  action: 'Upgrade Now',
  href: '/pricing',
} as const;

/** Shown once when the payment flow returns to /dashboard?subscription=success. */
export const SUBSCRIPTION_WELCOME_TOAST = {
  title: 'Welcome to your upgraded plan!',
  description: 'Your subscription is active. Enjoy your expanded abundance practice.',
} as const;

/** The featured affiliate product in the dashboard's right column (SPEC section 2). */
export const FEATURED_PRODUCT_ID = 'singing-bowl-set';

/** SPEC section 2: 'Quantum Mastery Videos', an experience story and a tutorial. */
export const DASHBOARD_VIDEOS = [
  {
    kind: 'Experience story',
    title: 'From Scarcity to Abundance: A Manifestation Journey',
    description: 'A member shares how daily coherence practice changed her relationship with money.',
    url: 'https://www.youtube.com/watch?v=SsKFWsV4Tqs',
  },
  {
    kind: 'Tutorial',
    title: 'Quantum Manifestation Tutorial: Set Your Intention',
    description: 'A step-by-step guide to setting a quantum goal and aligning your energy with it.',
    url: 'https://www.youtube.com/watch?v=ckMzvyrHNOY',
  },
] as const;

export const RESOURCES_LINK = { label: 'View All Resources', href: '/resources' } as const;
