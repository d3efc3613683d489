import { passwordWorkers, type PasswordCaller } from './password-workers';

/** Guesses below 10^6 (zxcvbn score 0-1): found by any online attack within the common lists. */
const MIN_SCORE = 2;

/**
 * The strength check reads only this many characters: its cost grows with the length (about 0.8 s
 * of CPU for 100 random characters, 1.7 s for 200), and 100 characters that pass are strong whatever
 * follows. It runs on a password worker, so even those 0.8 s never hold the event loop.
 */
const STRENGTH_CHECK_LENGTH = 100;

export type PasswordContext = { email: string; firstName?: string | null; lastName?: string | null };

/** Parts of the member's own details long enough to matter if they appear in the password. */
function personalWords({ email, firstName, lastName }: PasswordContext): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return [email.toLowerCase(), local, domain.split('.')[0] ?? '', firstName ?? '', lastName ?? '']
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
}

/** Why this password is refused, in words for the form, or null when it is acceptable. */
export async function passwordProblem(
  password: string,
  context: PasswordContext,
  caller: PasswordCaller,
): Promise<string | null> {
  const lower = password.toLowerCase();
  if (personalWords(context).some((word) => lower.includes(word)))
    return 'Choose a password that does not contain your e-mail address or name.';
  const result = await passwordWorkers().strength(
    { password: password.slice(0, STRENGTH_CHECK_LENGTH), userInputs: personalWords(context) },
    caller,
  );
  if (result.score < MIN_SCORE) {
    const warning = result.warning?.replace(/\.$/, '');
    const hint = warning ? `: ${warning.charAt(0).toLowerCase()}${warning.slice(1)}` : '';
    return `That password is too easy to guess${hint}. Try a few unrelated words together.`;
  }
  return null;
}
