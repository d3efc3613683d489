/**
 * Registers the service worker (web/public/sw.js) after the page has loaded, in production builds
 * only, so development keeps Vite's hot reload. updateViaCache 'none' makes the browser check the
 * worker itself on every visit. The signed-in shell asks it to keep a copy of the whole build
 * (web/lib/use-offline-copy.ts, docs/offline.md).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  });
}

/** Drops cached API answers (called before leaving an account), so nothing personal stays on the device. */
export async function clearCachedUserData(): Promise<void> {
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  registration?.active?.postMessage('clear-user-data');
}
