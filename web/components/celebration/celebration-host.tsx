import { PartyPopper } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useReducedMotion } from '#web/lib/use-reduced-motion';
import { CelebrationBurst } from './celebration-burst';
import { celebrationStore } from './celebration-store';

/** How long a celebration stays: long enough to read two short lines, short enough not to linger. */
const CELEBRATION_MS = 4_500;

/**
 * Shows the current celebration for a few seconds near the top of the screen: a burst of sparks
 * (none under prefers-reduced-motion) and two lines, announced politely by screen readers through a
 * live region that is always in the page. It never takes focus and never blocks a click.
 */
export function CelebrationHost() {
  const celebration = useSyncExternalStore(celebrationStore.subscribe, celebrationStore.get, () => null);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (!celebration) return;
    const timer = setTimeout(() => celebrationStore.dismiss(celebration.id), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [celebration]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
    >
      {celebration ? (
        <div
          key={celebration.id}
          data-testid="celebration"
          className="relative flex max-w-sm items-center gap-3 rounded-2xl border border-gold/40 bg-surface px-4 py-3 shadow-lg"
        >
          {reducedMotion ? null : <CelebrationBurst />}
          <PartyPopper size={22} strokeWidth={1.75} aria-hidden className="shrink-0 text-gold" />
          <div>
            <p className="font-semibold text-ink">{celebration.title}</p>
            <p className="text-sm text-muted">{celebration.detail}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
