import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Check, Orbit } from 'lucide-react';
import { Link } from 'wouter';
import { isSouthern } from '#domain/sky/location';
import { buttonClass } from '#web/components/ui/button';
import { Card, CardHeader, CardTitle } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { formatPercent, formatTime } from './format';
import { MoonDisc } from './moon-disc';
import { powerTone } from './power-tone';
import { useMemberTimeZone } from '#web/lib/use-member-time-zone';
import { useMemberToday } from '#web/lib/use-member-today';
import { useSkyLocation } from './use-sky-location';
import { LoadError } from '#web/components/ui/load-error';
import { usePageSettled } from '#web/lib/use-page-settled';
import type { TodaysCosmicEnergy } from './todays-cosmic-energy';

/**
 * Runs the astronomy in a worker, so neither its code nor its computation is on the dashboard's
 * first render (docs/performance.md, "First paint"); where there are no workers, on this thread.
 */
async function loadTodaysCosmicEnergy(now: Date, timeZone: string): Promise<TodaysCosmicEnergy> {
  if (typeof Worker === 'undefined') {
    const { computeTodaysCosmicEnergy } = await import('./todays-cosmic-energy');
    return computeTodaysCosmicEnergy(now, timeZone);
  }
  const worker = new Worker(new URL('./todays-cosmic-energy-worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<TodaysCosmicEnergy>((resolve, reject) => {
      worker.onmessage = ({
        data,
      }: MessageEvent<{ ok: true; energy: TodaysCosmicEnergy } | { ok: false; message: string }>) =>
        data.ok ? resolve(data.energy) : reject(new Error(data.message));
      worker.onerror = (event) => reject(new Error(event.message || 'the cosmic worker failed'));
      worker.postMessage({ now: now.getTime(), timeZone });
    });
  } finally {
    worker.terminate();
  }
}

/**
 * "Today's cosmic energy" for the dashboard. The astronomy (astronomy-engine, about 40 KB gzip) runs
 * in a worker started once the page has settled, so the dashboard paints and answers without
 * waiting for its code or its work; the day is part of the key, so a dashboard left open past
 * midnight shows the new day.
 */
export function TodaysCosmicEnergyCard() {
  const timeZone = useMemberTimeZone();
  const southern = isSouthern(useSkyLocation());
  const today = useMemberToday();
  const settled = usePageSettled();
  const { data, isError, refetch } = useQuery({
    queryKey: ['cosmic-energy', timeZone, today],
    queryFn: () => loadTodaysCosmicEnergy(new Date(), timeZone),
    enabled: settled,
  });

  return (
    <Card aria-labelledby="todays-cosmic-energy-title" role="region">
      <CardHeader>
        <CardTitle id="todays-cosmic-energy-title">Today&apos;s Cosmic Energy</CardTitle>
      </CardHeader>
      {data ? (
        <>
          <div className="flex items-center gap-4">
            <MoonDisc
              illumination={data.moonPhase.illumination}
              waxing={data.moonPhase.waxing}
              southern={southern}
              className="size-14"
            />
            <div className="min-w-0 flex-1">
              <p className="font-serif text-xl font-semibold leading-tight text-ink">{data.title}</p>
              <p className="text-sm text-muted">
                {formatPercent(data.moonPhase.illumination)} illuminated · Moon in {data.moonSign.atStart}
                {data.moonSign.ingress
                  ? `, enters ${data.moonSign.ingress.sign} at ${formatTime(data.moonSign.ingress.at, timeZone)}`
                  : ''}
              </p>
            </div>
            <div className="text-right">
              <p
                className={cn(
                  'tabular text-3xl font-semibold leading-none',
                  powerTone(data.manifestationPower).text,
                )}
              >
                {data.manifestationPower}
                <span className="font-sans text-sm font-normal text-muted">/10</span>
              </p>
              <p className="mt-1 text-xs text-muted">Manifestation power</p>
            </div>
          </div>
          {data.alignmentText ? (
            <p className="mt-3 flex items-center gap-2 text-sm text-violet">
              <Orbit size={18} strokeWidth={1.75} aria-hidden className="shrink-0" />
              {data.alignmentText}
            </p>
          ) : null}
          <p className="mt-4 flex gap-2.5 text-[15px] text-ink/90">
            <Check size={18} strokeWidth={1.75} aria-hidden className="mt-0.5 shrink-0 text-emerald" />
            <span>{data.recommendation}</span>
          </p>
          <Link href="/astrology" className={buttonClass('secondary', 'md', 'mt-5 w-full sm:w-auto')}>
            Open cosmic calendar
            <ArrowRight size={20} strokeWidth={1.75} aria-hidden />
          </Link>
        </>
      ) : isError ? (
        <LoadError message="Today's cosmic energy could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <div role="status" aria-busy="true" aria-label="Loading today's cosmic energy">
          <div className="flex items-center gap-4">
            <Skeleton className="size-14 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-4 w-24" />
            </div>
            <Skeleton className="h-10 w-14" />
          </div>
          <Skeleton className="mt-4 h-10 w-full" />
          <Skeleton className="mt-5 h-11 w-48" />
        </div>
      )}
    </Card>
  );
}
