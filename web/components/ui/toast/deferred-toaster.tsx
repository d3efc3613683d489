import { lazy, Suspense, useEffect, useState } from 'react';
import { whenPageSettled } from '#web/lib/when-page-settled';
import { toastStore } from './toast-store';

const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toaster (Radix toast) is not on any page's first render: its code loads once the page has
 * settled, or at once when a toast is raised before that. The store keeps such a toast, and the
 * toaster shows it when it mounts (docs/performance.md, "The signed-in dashboard").
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(() => toastStore.getToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const unsubscribe = toastStore.subscribe(want);
    const cancel = whenPageSettled(want);
    return () => {
      unsubscribe();
      cancel();
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
