import { PASSWORD_MIN_LENGTH } from '#domain/auth';

export type SignInPageModel = {
  mode: 'signin' | 'signup';
  error?: string;
  values?: { email?: string; firstName?: string; lastName?: string };
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const field = (label: string, name: string, type: string, attrs: string, value = '') => `
      <label class="field"><span>${label}</span>
        <input name="${name}" type="${type}" ${attrs} value="${escapeHtml(value)}" /></label>`;

/**
 * The built-in sign-in page, served at /api/login when no OpenID provider is configured. Plain HTML
 * forms, so it works before any JavaScript loads and posts are kept on error (no lost input).
 */
export function renderSignInPage(model: SignInPageModel): string {
  const signUp = model.mode === 'signup';
  const values = model.values ?? {};
  const title = signUp ? 'Create your account' : 'Welcome back';
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
      `<p class="hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>`
    : field('E-mail', 'email', 'email', 'autocomplete="email" required autofocus', values.email) +
      field('Password', 'password', 'password', 'autocomplete="current-password" required');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="dark" />
<title>${signUp ? 'Create account' : 'Sign in'} · Abundance</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<style>
@font-face { font-family: 'Cormorant Garamond'; font-weight: 600; font-display: swap; src: url(/fonts/cormorant-600.woff2) format('woff2'); }
@font-face { font-family: 'Inter'; font-weight: 100 900; font-display: swap; src: url(/fonts/inter-variable.woff2) format('woff2'); }
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px;
  background: radial-gradient(60rem 40rem at 50% -10%, rgba(226,184,87,.14), transparent 60%), #0B0A1A;
  color: #F4EFE6; font: 16px/1.5 Inter, system-ui, sans-serif; }
main { width: 100%; max-width: 420px; }
.brand { display: flex; align-items: center; justify-content: center; gap: 10px; margin-bottom: 24px; color: #F4EFE6; text-decoration: none; }
.brand span { font: 600 28px/1 'Cormorant Garamond', Georgia, serif; letter-spacing: .02em; }
.card { background: #15132B; border: 1px solid #2A2650; border-radius: 16px; padding: 28px 24px; box-shadow: 0 20px 60px rgba(0,0,0,.35); }
h1 { font: 600 34px/1.15 'Cormorant Garamond', Georgia, serif; margin: 0 0 6px; text-align: center; }
.lead { color: #B9B3CF; text-align: center; margin: 0 0 22px; font-size: 15px; }
.field { display: block; margin-bottom: 14px; }
.field span { display: block; font-size: 14px; color: #B9B3CF; margin-bottom: 6px; }
input { width: 100%; min-height: 44px; padding: 10px 12px; border-radius: 10px; border: 1px solid #2A2650; background: #1D1A3A; color: #F4EFE6; font: inherit; }
input:focus { outline: 2px solid #8B7CF6; outline-offset: 1px; border-color: #8B7CF6; }
.hint { margin: -6px 0 14px; font-size: 13px; color: #B9B3CF; }
.error { background: rgba(248,113,113,.12); border: 1px solid rgba(248,113,113,.5); color: #FECACA; border-radius: 10px; padding: 10px 12px; margin-bottom: 16px; font-size: 14px; }
button { width: 100%; min-height: 48px; margin-top: 6px; border: 0; border-radius: 12px; background: #E2B857; color: #1A1406; font: 600 16px/1 Inter, system-ui, sans-serif; cursor: pointer; }
button:hover { background: #F0CB6E; }
button:focus-visible, a:focus-visible { outline: 2px solid #8B7CF6; outline-offset: 3px; }
.switch { text-align: center; margin-top: 18px; color: #B9B3CF; font-size: 15px; }
.switch a { color: #E2B857; }
</style>
</head>
<body>
<main>
  <a class="brand" href="/"><svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="15" fill="none" stroke="#E2B857" stroke-width="1.5"/><path d="M16 6l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#E2B857"/></svg><span>Abundance</span></a>
  <div class="card">
    <h1>${title}</h1>
    <p class="lead">${signUp ? 'Begin your daily practice of alignment.' : 'Sign in to continue your practice.'}</p>
    ${model.error ? `<div class="error" role="alert">${escapeHtml(model.error)}</div>` : ''}
    <form method="post" action="${signUp ? '/api/signup' : '/api/login'}" novalidate>${fields}
      <button type="submit">${signUp ? 'Create account' : 'Sign in'}</button>
    </form>
    <p class="switch">${signUp ? 'Already have an account? <a href="/api/login">Sign in</a>' : 'New here? <a href="/api/login?mode=signup">Create an account</a>'}</p>
  </div>
</main>
</body>
</html>`;
}
