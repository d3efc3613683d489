import { PASSWORD_MIN_LENGTH } from '#domain/auth/auth';
import { escapeHtml, field, renderAuthPage } from './auth-page';

/** /forgot-password: asks for the address a reset link should go to. */
export function renderForgotPage(model: { error?: string; notice?: string; email?: string }): string {
  return renderAuthPage({
    title: 'Forgot password',
    heading: 'Forgot your password?',
    lead: 'Enter your e-mail address and we will send you a link to choose a new one.',
    ...model,
    body: `<form method="post" action="/api/password/forgot" novalidate>${field('E-mail', 'email', 'email', 'autocomplete="email" required autofocus', model.email)}
      <button type="submit">Send reset link</button>
    </form>
    <p class="switch"><a href="/api/login">Back to sign in</a></p>`,
  });
}

/** /reset-password?token=: the mailed link's page, choosing the new password. */
export function renderResetPage(model: { token: string; error?: string }): string {
  return renderAuthPage({
    title: 'Choose a new password',
    heading: 'Choose a new password',
    lead: 'After this, every device signed in to your account is signed out.',
    error: model.error,
    body: `<form method="post" action="/api/password/reset" novalidate>
      <input type="hidden" name="token" value="${escapeHtml(model.token)}" />${field(
        'New password',
        'password',
        'password',
        `autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" autofocus`,
      )}
      <p class="hint">At least ${PASSWORD_MIN_LENGTH} characters; not a common password, your name or e-mail.</p>
      <button type="submit">Set new password</button>
    </form>`,
  });
}

/** The outcome of a mailed link that could not be used (expired, used, or refused). */
export function renderLinkResultPage(model: {
  heading: string;
  message: string;
  action: { href: string; label: string };
}): string {
  return renderAuthPage({
    title: model.heading,
    heading: model.heading,
    lead: model.message,
    body: `<a class="button" href="${escapeHtml(model.action.href)}">${escapeHtml(model.action.label)}</a>`,
  });
}

/**
 * The page a mailed link opens (verify the address, confirm a new one): one button that posts the
 * token back to the same path. Opening the link changes nothing, so a mail scanner that fetches
 * every link it sees cannot verify an address for someone who never read the mail.
 */
export function renderLinkConfirmPage(model: {
  heading: string;
  lead: string;
  path: string;
  token: string;
  button: string;
}): string {
  return renderAuthPage({
    title: model.heading,
    heading: model.heading,
    lead: model.lead,
    body: `<form method="post" action="${escapeHtml(model.path)}">
      <input type="hidden" name="token" value="${escapeHtml(model.token)}" />
      <button type="submit">${escapeHtml(model.button)}</button>
    </form>`,
  });
}
