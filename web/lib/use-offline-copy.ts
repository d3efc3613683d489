import { useEffect } from 'react';
import { whenPageSettled } from './when-page-settled';

/**
 * Asks the service worker (web/public/sw.js) to bring its copy of the build up to date once the
 * page has settled (docs/offline.md): after a deploy the worker file is unchanged but the build is
 * not. Called from the signed-in shell only, so a visitor on the landing page never downloads the app.
 */
export function useOfflineCopy(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    return whenPageSettled(() => {
      void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage('precache'));
    });
  }, []);
}
