import { whenPageSettled } from '#web/lib/when-page-settled';

/**
 * Registers the service worker (web/public/sw.js) after the page has loaded, in production builds
 * only, so development keeps Vite's hot reload. updateViaCache 'none' makes the browser check the
 * worker itself on every visit. Once the page has settled, the worker is asked to bring its copy of
 * the build up to date (docs/offline.md): after a deploy the worker itself is unchanged, the build is not.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  });
  whenPageSettled(() => {
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage('precache'));
  });
}

/** Drops cached API answers (called before leaving an account), so nothing personal stays on the device. */
export async function clearCachedUserData(): Promise<void> {
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  registration?.active?.postMessage('clear-user-data');
}
