import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** Guesses below 10^6 (zxcvbn score 0-1): found by any online attack within the common lists. */
const MIN_SCORE = 2;

let factory: ZxcvbnFactory | undefined;
// Built on first use: the dictionaries take a moment to load and most requests never need them.
function strength() {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

export type PasswordContext = { email: string; firstName?: string | null; lastName?: string | null };

/** Parts of the member's own details long enough to matter if they appear in the password. */
function personalWords({ email, firstName, lastName }: PasswordContext): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return [email.toLowerCase(), local, domain.split('.')[0] ?? '', firstName ?? '', lastName ?? '']
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
}

/** Why this password is refused, in words for the form, or null when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext): string | null {
  const lower = password.toLowerCase();
  if (personalWords(context).some((word) => lower.includes(word)))
    return 'Choose a password that does not contain your e-mail address or name.';
  const result = strength().check(password, personalWords(context));
  if (result.score < MIN_SCORE) {
    const warning = result.feedback.warning?.replace(/\.$/, '');
    const hint = warning ? `: ${warning.charAt(0).toLowerCase()}${warning.slice(1)}` : '';
    return `That password is too easy to guess${hint}. Try a few unrelated words together.`;
  }
  return null;
}
