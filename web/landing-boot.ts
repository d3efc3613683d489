import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';

/**
 * The landing document's script (docs/landing.md). The page arrives rendered at build time
 * (scripts/prerender-landing.mjs) with the CSS rules it uses inline, and every call to action is a
 * plain link, so it reads and works before any script runs. Once the page has loaded, the rest of the
 * stylesheet (fetched without blocking the first paint) is switched on. React, which only the video
 * players and the member figure need, is fetched and attached when the visitor first reaches for
 * the page (a tap, a key, a scroll) or the videos come near the screen, so a visitor who reads the
 * headline and signs in never pays for it.
 */
const WAKE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;

function hydrateOnce(root: HTMLElement): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    void import('./landing-hydrate').then(({ hydrateLanding }) => hydrateLanding(root));
  };
}

function start(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-stylesheet]'))
    link.media = 'all';
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  const hydrate = hydrateOnce(root);
  for (const name of WAKE_EVENTS)
    window.addEventListener(name, hydrate, { once: true, passive: true, capture: true });
  const videos = document.getElementById('videos-title')?.closest('section');
  if (!videos) return hydrate();
  // Half a screen ahead, so the players are live before a thumb can reach them.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate();
    },
    { rootMargin: '50% 0px' },
  );
  observer.observe(videos);
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
