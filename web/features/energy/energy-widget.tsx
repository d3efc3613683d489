import { formatDistanceToNowStrict } from 'date-fns';
import { Activity } from 'lucide-react';
import { Link } from 'wouter';
import { COHERENCE_EXPLANATION } from '#domain/practice/coherence';
import {
  DEFAULT_COHERENCE,
  DEFAULT_FREQUENCY,
  DEFAULT_VIBRATION_TYPE,
  nearestTone,
} from '#domain/energy/energy';
import { buttonClass } from '#web/components/ui/button';
import { Card, CardHeader, CardTitle } from '#web/components/ui/card';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { useLatestReading } from './api';
import { ToneScale } from './tone-scale';
import { useWobble } from './use-wobble';

function WidgetSkeleton() {
  return (
    <div role="status" aria-label="Loading energy reading" className="space-y-4">
      <Skeleton className="h-14 w-48" />
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-4 w-40" />
    </div>
  );
}

/**
 * docs/energy.md: 'Energy Frequency': the latest check-in, refreshed every 5 s, with the displayed numbers
 * drifting every 2 s. Before the first check-in it shows the spec's 528 Hz and 'Wealth'. The coherence
 * is the member's today, passed in by the page (a skeleton while it loads); 87 % only if it is missing.
 */
export function EnergyWidget({
  showCheckInLink = true,
  coherence,
  coherenceLoading = false,
  className,
  compact = false,
}: {
  showCheckInLink?: boolean;
  /** The dashboard's density: smaller type, and no coherence explanation (its header carries it). */
  compact?: boolean;
  /** Today's coherence where the page knows it (the dashboard): the wobble moves around it. */
  coherence?: number | undefined;
  /** The page is still fetching that coherence: the widget waits rather than flash the fallback. */
  coherenceLoading?: boolean;
  className?: string;
}) {
  const latest = useLatestReading();
  const reading = latest.data ?? null;
  const base = {
    frequency: reading?.frequency ?? DEFAULT_FREQUENCY,
    coherence: coherence ?? reading?.coherence ?? DEFAULT_COHERENCE,
    vibrationType: reading?.vibrationType ?? DEFAULT_VIBRATION_TYPE,
  };
  const shown = useWobble(base.frequency, base.coherence);
  const tone = nearestTone(base.frequency);

  return (
    <Card compact={compact} className={cn('flex flex-col', className)}>
      <CardHeader compact={compact}>
        <CardTitle compact={compact} className="flex items-center gap-2">
          <Activity size={20} strokeWidth={1.75} aria-hidden className="shrink-0 text-violet" />
          Energy Frequency
        </CardTitle>
        <span
          data-testid="energy-vibration"
          className="shrink-0 rounded-full border border-violet/50 px-3 py-1 text-sm font-medium text-ink"
        >
          {base.vibrationType}
        </span>
      </CardHeader>

      {latest.isPending || coherenceLoading ? (
        <WidgetSkeleton />
      ) : (
        <div className={cn('flex flex-1 flex-col', compact ? 'gap-2.5' : 'gap-4')}>
          <div>
            <p className="flex items-baseline gap-2">
              <span
                data-testid="energy-frequency"
                className={cn('tabular font-semibold text-ink', compact ? 'text-4xl' : 'text-5xl')}
              >
                {shown.frequency}
              </span>
              <span className="text-lg text-muted">Hz</span>
            </p>
            <p className={cn('mt-1 text-sm text-muted', compact && 'hidden sm:block')}>
              Near the {tone.hz} Hz tone of {tone.name}
            </p>
          </div>
          <div className={compact ? 'hidden sm:block' : undefined}>
            <ToneScale frequency={shown.frequency} />
          </div>
          <div>
            <div className="mb-1.5 flex items-baseline justify-between text-sm">
              <span className="text-muted">Coherence</span>
              <span data-testid="energy-coherence" className="tabular font-semibold text-ink">
                {shown.coherence}%
              </span>
            </div>
            <ProgressBar value={shown.coherence} label="Coherence" tone="violet" />
            {compact ? null : <p className="mt-1.5 text-xs text-muted">{COHERENCE_EXPLANATION}</p>}
          </div>
          <div
            className={cn(
              'mt-auto flex items-center justify-between gap-3 text-muted',
              compact ? 'text-xs sm:text-sm' : 'flex-wrap text-sm',
            )}
          >
            <p>
              {reading
                ? `Checked in ${formatDistanceToNowStrict(new Date(reading.createdAt), { addSuffix: true })}`
                : `No check-in yet: around ${DEFAULT_FREQUENCY} Hz, the starting baseline.`}
            </p>
            {showCheckInLink ? (
              <Link href="/energy" className={buttonClass('secondary', 'sm')}>
                Check in
              </Link>
            ) : null}
          </div>
        </div>
      )}
    </Card>
  );
}
