import { Sparkles } from 'lucide-react';
import { useReducedMotion } from '#web/features/meditation/player/use-reduced-motion';
import './celebration.css';

const SPARKS = [0, 1, 2, 3, 4, 5, 6, 7];

/**
 * A short burst of light when a session ends, then a quiet line. Under prefers-reduced-motion only
 * the line shows: no movement at all.
 */
export function SessionCelebration() {
  const reducedMotion = useReducedMotion();
  return (
    <div role="status" className="relative flex items-center justify-center gap-2 py-2 text-gold">
      {reducedMotion ? null : (
        <span aria-hidden data-testid="celebration-burst" className="celebration-burst">
          {SPARKS.map((index) => (
            <span
              key={index}
              className="celebration-spark"
              style={{ ['--turn' as string]: `${index / SPARKS.length}turn` }}
            />
          ))}
        </span>
      )}
      <Sparkles size={18} strokeWidth={1.75} aria-hidden />
      <span className="font-semibold">Session complete. Well done.</span>
    </div>
  );
}
