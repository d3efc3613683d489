import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { ONBOARDING_STATES } from '#domain/onboarding/onboarding';
import { ReminderTimeSchema } from '#domain/account/account';
import { LatitudeSchema, LongitudeSchema } from '#domain/sky/location';
import { MINUTE_MS, TimeZoneSchema } from '#domain/shared/dates';
import { CountrySchema } from '#domain/shared/country';

/** Sign-in rules shared by the server's validation and the sign-in page. */
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 200;
export const SESSION_IDLE_DAYS = 30;
/** A session ends this long after sign-in however active it stays (see docs/account.md). */
export const SESSION_ABSOLUTE_DAYS = 90;
/** Deleting the account, exporting data, changing e-mail or password need a sign-in this recent. */
export const RECENT_AUTH_MINUTES = 10;
/** Lifetimes of the single-use links mailed to members. */
export const VERIFY_EMAIL_HOURS = 24;
export const RESET_PASSWORD_HOURS = 1;
export const CHANGE_EMAIL_HOURS = 24;

const EmailSchema = schemaOnFirstUse(() =>
  z
    .string({ message: 'Enter your e-mail address.' })
    .trim()
    .toLowerCase()
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email({ message: 'Enter a valid e-mail address.' })),
);

const PasswordSchema = schemaOnFirstUse(() =>
  z
    .string({ message: 'Enter a password.' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
);

const NameSchema = schemaOnFirstUse(() => z.string().trim().max(60, 'Names must be at most 60 characters.'));

export const SignInSchema = schemaOnFirstUse(() =>
  z.object({
    email: EmailSchema,
    password: z
      .string({ message: 'Enter your password.' })
      .min(1, 'Enter your password.')
      .max(PASSWORD_MAX_LENGTH),
  }),
);

export const SignUpSchema = schemaOnFirstUse(() =>
  z.object({
    email: EmailSchema,
    password: PasswordSchema,
    firstName: NameSchema.unwrap().min(1, 'Enter your first name.'),
    lastName: NameSchema.optional().default(''),
  }),
);
export type SignUp = z.infer<typeof SignUpSchema>;

/**
 * Left by the signed-in app in the browser (a year, no identity in it): /api/login then opens on
 * sign-in rather than on the create-account form a newcomer sees.
 */
export const RETURNING_VISITOR_COOKIE = 'abundance_returning';

/** What GET /api/user returns for the signed-in user. */
export const CurrentUserSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    quantumLevel: z.number().int(),
    levelProgress: z.number().int().min(0).max(100),
    timeZone: z.string(),
    /** ISO 3166-1 alpha-2 the member chose for their help lines, or null for "from my time zone". */
    country: z.string().nullable().default(null),
    reminderTime: z.string().nullable(),
    /** Where the member watches the sky from (cosmic rise and set times), two decimals, or null. */
    latitude: z.number().nullable().default(null),
    longitude: z.number().nullable().default(null),
    /** The member followed the link mailed to this address (or their provider vouched for it). */
    emailVerified: z.boolean(),
    /** false hides streak numbers, flames and "Day Streak" everywhere; nothing recorded changes. */
    showStreaks: z.boolean(),
    /** Opt-in push reminder on new and full moon days. */
    moonReminders: z.boolean(),
    isAdmin: z.boolean(),
    /** 'pending' until the member finishes or skips onboarding (GET /api/onboarding has the answers). */
    onboarding: z.enum(ONBOARDING_STATES),
  }),
);

export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const AUTH_MESSAGES = {
  wrongCredentials: 'That e-mail and password do not match an account.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  passwordSignInOff: 'Sign in with your provider: password sign-in is turned off on this server.',
  checkYourMail:
    'Check your inbox: if an account exists for that address, a link to reset the password is on its way.',
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
  wrongCurrentPassword: 'Your current password is not correct.',
  recentAuthRequired: 'For your security, confirm your password first (or sign in again).',
  verificationSent: 'We sent a new verification link. It is valid for 24 hours.',
  emailChangeSent: 'We sent a confirmation link to your new address. Your e-mail changes once you follow it.',
  emailInUse: 'Use another address: this one cannot be used for your account.',
} as const;

export const ForgotPasswordSchema = schemaOnFirstUse(() => z.object({ email: EmailSchema }));

export const ResetPasswordSchema = schemaOnFirstUse(() =>
  z.object({
    token: z.string({ message: 'The reset link is incomplete.' }).min(10).max(200),
    password: PasswordSchema,
  }),
);

export const ChangePasswordSchema = schemaOnFirstUse(() =>
  z.object({
    currentPassword: z.string({ message: 'Enter your current password.' }).min(1).max(PASSWORD_MAX_LENGTH),
    newPassword: PasswordSchema,
  }),
);

export const ChangeEmailSchema = schemaOnFirstUse(() => z.object({ email: EmailSchema }));

/** POST /api/reauth: confirms the password so recent-sign-in actions are allowed for 10 minutes. */
export const ReauthSchema = schemaOnFirstUse(() =>
  z.object({
    password: z
      .string({ message: 'Enter your password.' })
      .min(1, 'Enter your password.')
      .max(PASSWORD_MAX_LENGTH),
  }),
);

/**
 * Attempt limits, counted in the database so every instance shares them (see docs/account.md).
 * Keys: the client's IP, the e-mail address tried, or the signed-in member.
 */
export const AUTH_RATE_LIMITS = {
  /** Per address (an IPv6 /64 counts as one), whatever the account. */
  signInPerIp: { max: 30, windowMs: 15 * MINUTE_MS },
  /** Per account and address: a stranger's wrong guesses never lock the owner out elsewhere. */
  signInPerAccountAddress: { max: 10, windowMs: 15 * MINUTE_MS },
  /**
   * Per account, from addresses it has not signed in from lately (SIGN_IN_KNOWN_ADDRESS_DAYS):
   * beyond it a new address is slowed down (signInDelayMs), never refused.
   */
  signInPerAccount: { max: 100, windowMs: 15 * MINUTE_MS },
  signUpPerIp: { max: 10, windowMs: 60 * MINUTE_MS },
  forgotPerIp: { max: 10, windowMs: 15 * MINUTE_MS },
  forgotPerEmail: { max: 3, windowMs: 60 * MINUTE_MS },
  resetPerIp: { max: 20, windowMs: 15 * MINUTE_MS },
  resendPerMember: { max: 3, windowMs: 60 * MINUTE_MS },
  passwordCheckPerMember: { max: 10, windowMs: 15 * MINUTE_MS },
  emailChangePerMember: { max: 5, windowMs: 60 * MINUTE_MS },
} as const;

/** An address a member signed in from this recently is never slowed by the per-account limit. */
export const SIGN_IN_KNOWN_ADDRESS_DAYS = 30;
const SIGN_IN_DELAY_STEP_MS = 200;
const SIGN_IN_DELAY_MAX_MS = 10_000;

/**
 * How long a sign-in attempt from a new address waits when the account has had `attempts` in this
 * window: nothing up to the per-account limit, then 200 ms more for each attempt beyond it, up to
 * 10 s. A guessing run spread over many addresses slows to a crawl; the owner, even on a new
 * address, still gets in with the right password.
 */
export function signInDelayMs(attempts: number): number {
  const over = attempts - AUTH_RATE_LIMITS.signInPerAccount.max;
  return over <= 0 ? 0 : Math.min(SIGN_IN_DELAY_MAX_MS, over * SIGN_IN_DELAY_STEP_MS);
}

/** The error code a 403 carries when an action needs a recent sign-in, so the client can ask for it. */
export const REAUTH_REQUIRED_CODE = 'reauth_required';

/** PATCH /api/user: the profile fields a user may change; at least one must be given. */
export const UpdateUserSchema = schemaOnFirstUse(() =>
  z
    .object({
      firstName: NameSchema.unwrap().min(1, 'First name cannot be empty.').optional(),
      lastName: NameSchema.optional(),
      timeZone: TimeZoneSchema.optional(),
      country: CountrySchema.optional(),
      reminderTime: ReminderTimeSchema.optional(),
      /** Both numbers, or both null to forget the location. */
      latitude: LatitudeSchema.nullable().optional(),
      longitude: LongitudeSchema.nullable().optional(),
      showStreaks: z.boolean().optional(),
      moonReminders: z.boolean().optional(),
    })
    .strict()
    .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update.' })
    .refine((value) => (value.latitude === undefined) === (value.longitude === undefined), {
      message: 'latitude and longitude must be sent together',
      path: ['longitude'],
    })
    .refine((value) => (value.latitude === null) === (value.longitude === null), {
      message: 'latitude and longitude must both be numbers or both be null',
      path: ['longitude'],
    }),
);

export type UpdateUser = z.infer<typeof UpdateUserSchema>;
