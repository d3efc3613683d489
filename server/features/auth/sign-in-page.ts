import { PASSWORD_MIN_LENGTH } from '#domain/auth/auth';
import { escapeHtml, field, renderAuthPage } from './auth-page';

export type SignInPageModel = {
  mode: 'signin' | 'signup';
  error?: string;
  notice?: string;
  values?: { email?: string; firstName?: string; lastName?: string; invitation?: string };
  /** False when the sign-up mode in force offers no way to create an account from this page. */
  signUpOffered?: boolean;
  /** Shown when an OpenID provider is configured next to password sign-in. */
  providerSignIn?: boolean;
};

/**
 * The built-in sign-in page at /api/login. Plain HTML forms, so it works before any JavaScript loads
 * and posts are kept on error (no lost input).
 */
export function renderSignInPage(model: SignInPageModel): string {
  const signUp = model.mode === 'signup';
  const values = model.values ?? {};
  const fields = signUp
    ? field(
        'First name',
        'firstName',
        'text',
        'autocomplete="given-name" required maxlength="60"',
        values.firstName,
      ) +
      field('Last name', 'lastName', 'text', 'autocomplete="family-name" maxlength="60"', values.lastName) +
      field('E-mail', 'email', 'email', 'autocomplete="email" required', values.email) +
      field(
        'Password',
        'password',
        'password',
        `autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}"`,
      ) +
      `<p class="hint">At least ${PASSWORD_MIN_LENGTH} characters; not a common password, your name or e-mail.</p>`
    : field('E-mail', 'email', 'email', 'autocomplete="email" required autofocus', values.email) +
      field('Password', 'password', 'password', 'autocomplete="current-password" required') +
      '<p class="aside"><a href="/forgot-password">Forgot password?</a></p>';
  const invitation =
    signUp && values.invitation
      ? `<input type="hidden" name="invitation" value="${escapeHtml(values.invitation)}">`
      : '';
  const switchLink = signUp
    ? 'Already have an account? <a href="/api/login?mode=signin">Sign in</a>'
    : model.signUpOffered === false
      ? ''
      : 'New here? <a href="/api/login?mode=signup">Create an account</a>';
  const provider = model.providerSignIn
    ? '<p class="or">or</p><a class="button secondary" href="/api/login/provider">Continue with your provider</a>'
    : '';
  return renderAuthPage({
    title: signUp ? 'Create account' : 'Sign in',
    heading: signUp ? 'Create your account' : 'Welcome back',
    lead: signUp ? 'Begin your daily practice of alignment.' : 'Sign in to continue your practice.',
    error: model.error,
    notice: model.notice,
    body: `<form method="post" action="${signUp ? '/api/signup' : '/api/login'}" novalidate>${invitation}${fields}
      <button type="submit">${signUp ? 'Create account' : 'Sign in'}</button>
    </form>${provider}
    ${switchLink ? `<p class="switch">${switchLink}</p>` : ''}`,
  });
}
