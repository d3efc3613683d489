/**
 * How long the app waits for a stylesheet that has not arrived: one that failed before this ran
 * fires no event any more, and must not keep the app from rendering.
 */
const STYLESHEET_WAIT_MS = 3_000;

function arrived(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    setTimeout(done, STYLESHEET_WAIT_MS);
  });
}

/**
 * Switches on the stylesheets a prerendered document fetched without blocking its first paint
 * (media="print" and this attribute, written by scripts/prerender-landing.mjs and
 * scripts/member-document.mjs; no inline script may do it, the content security policy allows none).
 * Resolves once each has arrived, so what renders next is styled.
 */
export function switchOnDeferredStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-stylesheet]')];
  for (const link of links) link.media = 'all';
  return Promise.all(links.map(arrived)).then(() => undefined);
}
