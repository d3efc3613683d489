import { cn } from '#web/lib/cn';
import { powerTone } from './power-tone';

/** Manifestation power as a large number over ten segments, readable at a glance. */
export function PowerMeter({ power, className }: { power: number; className?: string }) {
  const tone = powerTone(power);
  return (
    <div className={className}>
      <p className="text-xs font-medium uppercase tracking-wide text-muted">Manifestation power</p>
      <p className="mt-1 flex items-baseline gap-1">
        <span className={cn('tabular text-4xl font-semibold leading-none', tone.text)}>{power}</span>
        <span className="text-sm text-muted">/ 10</span>
      </p>
      <div
        role="meter"
        aria-label="Manifestation power"
        aria-valuemin={0}
        aria-valuemax={10}
        aria-valuenow={power}
        className="mt-2 grid grid-cols-10 gap-1"
      >
        {Array.from({ length: 10 }, (_, index) => (
          <span key={index} className={cn('h-1.5 rounded-full', index < power ? tone.bar : 'bg-line')} />
        ))}
      </div>
    </div>
  );
}
