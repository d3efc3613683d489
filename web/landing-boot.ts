import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';
import { switchOnDeferredStylesheets } from './lib/deferred-stylesheets';

/**
 * The landing document's script (docs/landing.md). The page arrives rendered at build time
 * (scripts/prerender-landing.mjs) with the CSS rules it uses inline, and every call to action is a
 * plain link, so it reads and works before any script runs. Once the page has loaded, the rest of the
 * stylesheet (fetched without blocking the first paint) is switched on. React, which only the video
 * players and the member figure need, is fetched and attached when the visitor first reaches for
 * the page (a tap, a key, a scroll) or the videos come near the screen, so a visitor who reads the
 * headline and signs in never pays for it. A button pressed before then is pressed again once React
 * is attached.
 */
const WAKE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
let hydrated = false;
let started = false;
/** A button pressed before React was attached: pressed again once it is, so no press is lost. */
let heldPress: HTMLElement | null = null;

function hydrate(): void {
  if (started || !root) return;
  started = true;
  void import('./landing-hydrate').then(({ hydrateLanding }) => {
    hydrateLanding(root);
    hydrated = true;
    document.removeEventListener('click', holdPress, true);
    // React hydrates the part of the page a press lands on at once, then handles the press.
    heldPress?.click();
    heldPress = null;
  });
}

/** Links work without script; a button (a video's play) waits for React and is then pressed again. */
function holdPress(event: MouseEvent): void {
  if (hydrated || !(event.target instanceof Element)) return;
  const button = event.target.closest('button');
  if (!button || !root?.contains(button)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldPress = button;
  hydrate();
}

document.addEventListener('click', holdPress, true);
for (const name of WAKE_EVENTS)
  window.addEventListener(name, hydrate, { once: true, passive: true, capture: true });

function whenLoaded(): void {
  void switchOnDeferredStylesheets();
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

if (document.readyState === 'complete') whenLoaded();
else window.addEventListener('load', whenLoaded, { once: true });
