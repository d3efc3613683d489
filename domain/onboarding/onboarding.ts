import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * Onboarding (docs/onboarding.md): three short, skippable steps right after the first sign-in (an
 * intention, the usual practice time, a reminder), then the first session. The answers shape the
 * recommended session, its beat preset and the themes the affirmations lean on.
 */

export const ONBOARDING_STATES = ['pending', 'completed', 'skipped'] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

/** How the member ends onboarding: every step answered or passed over ("Skip for now"). */
const ONBOARDING_FINISHES = ['completed', 'skipped'] as const;

export const INTENTION_IDS = ['money-calm', 'earning', 'saving', 'focus', 'sleep', 'confidence'] as const;
export type IntentionId = (typeof INTENTION_IDS)[number];

export const OWN_INTENTION_LIMITS = { min: 1, max: 120 } as const;

export const INTENTION_LABELS: Record<IntentionId, string> = {
  'money-calm': 'Feel calm about money',
  earning: 'Earn more',
  saving: 'Save with ease',
  focus: 'Focus on what matters',
  sleep: 'Sleep better',
  confidence: 'Grow my confidence',
};

/** The five-minute beginners' session every new member is offered first, whatever their intention. */
export const FIRST_SESSION_ID = 'first-breath';

/**
 * What each intention shapes: the beat preset the first session plays (ids of BINAURAL_PRESETS in
 * domain/meditation/meditation.ts) and the habit categories the affirmations lean on (HABIT_CATEGORIES). The
 * same table is written out in docs/onboarding.md. Own words use the calm default.
 */
export const INTENTION_GUIDE: Record<IntentionId | 'own', { beatPresetId: string; themes: string[] }> = {
  'money-calm': { beatPresetId: 'alpha-wealth', themes: ['mindset', 'financial'] },
  earning: { beatPresetId: 'gamma-insight', themes: ['business', 'networking'] },
  saving: { beatPresetId: 'alpha-wealth', themes: ['financial', 'learning'] },
  focus: { beatPresetId: 'gamma-insight', themes: ['learning', 'business'] },
  sleep: { beatPresetId: 'delta-healing', themes: ['mindset'] },
  confidence: { beatPresetId: 'theta-manifestation', themes: ['mindset', 'networking'] },
  own: { beatPresetId: 'alpha-wealth', themes: ['mindset', 'financial'] },
};

const IntentionSchema = schemaOnFirstUse(() =>
  z.discriminatedUnion(
    'id',
    [
      z.object({ id: z.enum(INTENTION_IDS) }).strict(),
      z
        .object({
          id: z.literal('own'),
          text: z
            .string({ message: 'must be text' })
            .trim()
            .min(OWN_INTENTION_LIMITS.min, { message: 'must not be empty' })
            .max(OWN_INTENTION_LIMITS.max, {
              message: `must be at most ${OWN_INTENTION_LIMITS.max} characters`,
            }),
        })
        .strict(),
    ],
    { message: `must be one of ${[...INTENTION_IDS, 'own'].join(', ')}` },
  ),
);
export type Intention = z.infer<typeof IntentionSchema>;

/** 'HH:MM' on the 24-hour clock, the same form as the reminder time. */
const PRACTICE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const OnboardingSchema = schemaOnFirstUse(() =>
  z.object({
    state: z.enum(ONBOARDING_STATES),
    completedAt: z.string().nullable(),
    intention: IntentionSchema.nullable(),
    practiceTime: z.string().nullable(),
    reminder: z.boolean(),
  }),
);
export type Onboarding = z.infer<typeof OnboardingSchema>;

export const UpdateOnboardingSchema = schemaOnFirstUse(() =>
  z
    .object({
      intention: IntentionSchema.nullable().optional(),
      practiceTime: z
        .string({ message: 'must be a time in the form HH:MM' })
        .regex(PRACTICE_TIME, { message: 'must be a time in the form HH:MM' })
        .nullable()
        .optional(),
      reminder: z.boolean({ message: 'must be true or false' }).optional(),
      finish: z.enum(ONBOARDING_FINISHES, { message: 'must be completed or skipped' }).optional(),
    })
    .strict(),
);
export type UpdateOnboarding = z.infer<typeof UpdateOnboardingSchema>;

export const ONBOARDING_MESSAGES = {
  reminderNeedsTime: 'reminder: choose a practice time first',
} as const;

/** Where a pending member is sent from: only the two doors to the dashboard. */
const ONBOARDING_DOORS = new Set(['/', '/dashboard']);

/**
 * The path a pending member visiting `path?search` is sent to, or null to let them through.
 * Returning from checkout (`?subscription=success`) is never interrupted.
 */
export function onboardingRedirect(state: OnboardingState, path: string, search: string): string | null {
  if (state !== 'pending' || !ONBOARDING_DOORS.has(path) || isCheckoutReturn(search)) return null;
  // The query comes back too (a verified address is confirmed once onboarding is done).
  return `/welcome?next=${encodeURIComponent(path + search)}`;
}

/** The address checkout sends a member back to after paying (`?subscription=success`). */
export const isCheckoutReturn = (search: string): boolean =>
  new URLSearchParams(search).get('subscription') === 'success';

/**
 * Where finishing or skipping returns to: `next` when it is a path of this app, otherwise home.
 * Anything that could leave the site (`//host`, `https:`, backslashes) is refused.
 */
export function onboardingReturnPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (next.startsWith('/welcome')) return '/';
  return next;
}

/** The beat preset the first session plays for an intention (the calm default when none). */
export function beatPresetFor(intention: Intention | null): string {
  return INTENTION_GUIDE[intention?.id ?? 'own'].beatPresetId;
}
