/**
 * Who may create an account (docs/operations.md, "Sign-up modes"). Free of Zod: the landing page reads
 * it, and its chunk carries no schema library.
 */
export const SIGNUP_MODES = ['open', 'invite', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

/** What the sign-in page and the landing tell a visitor in each mode. */
export const SIGNUP_MODE_NOTICE: Record<SignupMode, string | null> = {
  open: null,
  invite: 'New accounts are by invitation only. If you have an invitation link, open it to create yours.',
  closed: 'New accounts cannot be created here right now. Members can still sign in.',
};

/** Reads GET /api/signup-mode's body by hand; anything unexpected counts as open (no notice shown). */
export function signupModeOf(body: unknown): SignupMode {
  const value = body && typeof body === 'object' && 'mode' in body ? body.mode : null;
  return SIGNUP_MODES.find((mode) => mode === value) ?? 'open';
}
