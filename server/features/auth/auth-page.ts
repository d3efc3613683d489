/** Escapes text for HTML element content and attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export const field = (label: string, name: string, type: string, attrs: string, value = '') => `
      <label class="field"><span>${label}</span>
        <input name="${name}" type="${type}" ${attrs} value="${escapeHtml(value)}" /></label>`;

/**
 * The frame of every server-rendered account page (sign-in, forgot and reset password, link
 * results): plain HTML and CSS with no script, so the pages work before or without JavaScript.
 */
export function renderAuthPage(page: {
  title: string;
  heading: string;
  lead: string;
  error?: string;
  notice?: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="dark" />
<title>${escapeHtml(page.title)} · Abundance</title>
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
.notice { background: rgba(226,184,87,.12); border: 1px solid rgba(226,184,87,.45); color: #F4EFE6; border-radius: 10px; padding: 10px 12px; margin-bottom: 16px; font-size: 14px; }
.error { background: rgba(248,113,113,.12); border: 1px solid rgba(248,113,113,.5); color: #FECACA; border-radius: 10px; padding: 10px 12px; margin-bottom: 16px; font-size: 14px; }
button, .button { display: block; text-align: center; text-decoration: none; line-height: 48px; width: 100%; min-height: 48px; margin-top: 6px; border: 0; border-radius: 12px; background: #E2B857; color: #1A1406; font: 600 16px/1 Inter, system-ui, sans-serif; cursor: pointer; }
button:hover, .button:hover { background: #F0CB6E; }
button:focus-visible, a:focus-visible { outline: 2px solid #8B7CF6; outline-offset: 3px; }
.switch { text-align: center; margin-top: 18px; color: #B9B3CF; font-size: 15px; }
.switch a, .aside a { color: #E2B857; }
.aside { text-align: right; margin: -6px 0 10px; font-size: 14px; }
.or { text-align: center; color: #B9B3CF; margin: 16px 0 10px; font-size: 14px; }
.secondary { background: transparent; color: #F4EFE6; border: 1px solid #2A2650; }
.secondary:hover { background: #1D1A3A; }
</style>
</head>
<body>
<main>
  <a class="brand" href="/"><svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="15" fill="none" stroke="#E2B857" stroke-width="1.5"/><path d="M16 6l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#E2B857"/></svg><span>Abundance</span></a>
  <div class="card">
    <h1>${escapeHtml(page.heading)}</h1>
    <p class="lead">${escapeHtml(page.lead)}</p>
    ${page.notice ? `<div class="notice" role="status">${escapeHtml(page.notice)}</div>` : ''}
    ${page.error ? `<div class="error" role="alert">${escapeHtml(page.error)}</div>` : ''}
    ${page.body}
  </div>
</main>
</body>
</html>`;
}
