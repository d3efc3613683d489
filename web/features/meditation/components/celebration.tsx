import { Sparkles } from 'lucide-react';
import { CelebrationBurst } from '#web/components/celebration/celebration-burst';
import { useReducedMotion } from '#web/lib/use-reduced-motion';

/**
 * A short burst of light when a session ends, then a quiet line. Under prefers-reduced-motion only
 * the line shows: no movement at all.
 */
export function SessionCelebration() {
  const reducedMotion = useReducedMotion();
  return (
    <div role="status" className="relative flex items-center justify-center gap-2 py-2 text-gold">
      {reducedMotion ? null : <CelebrationBurst />}
      <Sparkles size={18} strokeWidth={1.75} aria-hidden />
      <span className="font-semibold">Session complete. Well done.</span>
    </div>
  );
}
