import { z } from 'zod';
import { ReminderTimeSchema } from './account';
import { TimeZoneSchema } from './dates';

/** Sign-in rules shared by the server's validation and the sign-in page. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const SESSION_IDLE_DAYS = 30;

export const EmailSchema = z
  .string({ message: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));

export const PasswordSchema = z
  .string({ message: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

const NameSchema = z.string().trim().max(60, 'Names must be at most 60 characters.');

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ message: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX_LENGTH),
});

export const SignUpSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: NameSchema.min(1, 'Enter your first name.'),
  lastName: NameSchema.optional().default(''),
});

export type SignIn = z.infer<typeof SignInSchema>;
export type SignUp = z.infer<typeof SignUpSchema>;

/** What GET /api/user returns for the signed-in user. */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  quantumLevel: z.number().int(),
  levelProgress: z.number().int().min(0).max(100),
  timeZone: z.string(),
  reminderTime: z.string().nullable(),
  /** false hides streak numbers, flames and "Day Streak" everywhere; nothing recorded changes. */
  showStreaks: z.boolean(),
  /** Opt-in push reminder on new and full moon days. */
  moonReminders: z.boolean(),
  isAdmin: z.boolean(),
});

export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const AUTH_MESSAGES = {
  wrongCredentials: 'That e-mail and password do not match an account.',
  emailTaken: 'An account with that e-mail already exists. Sign in instead.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** PATCH /api/user: the profile fields a user may change; at least one must be given. */
export const UpdateUserSchema = z
  .object({
    firstName: NameSchema.min(1, 'First name cannot be empty.').optional(),
    lastName: NameSchema.optional(),
    timeZone: TimeZoneSchema.optional(),
    reminderTime: ReminderTimeSchema.optional(),
    showStreaks: z.boolean().optional(),
    moonReminders: z.boolean().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update.' });

export type UpdateUser = z.infer<typeof UpdateUserSchema>;
