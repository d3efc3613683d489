import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Check, Orbit } from 'lucide-react';
import { Link } from 'wouter';
import { isSouthern } from '#domain/sky/location';
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
 * Today's cosmic energy. The astronomy (astronomy-engine, about 40 KB gzip) runs in a worker started
 * once the page has settled, so the dashboard paints and answers without waiting for its code or its
 * work; the day is part of the key, so a dashboard left open past midnight shows the new day.
 */
function useTodaysCosmicEnergy() {
  const timeZone = useMemberTimeZone();
  const today = useMemberToday();
  const settled = usePageSettled();
  const query = useQuery({
    queryKey: ['cosmic-energy', timeZone, today],
    queryFn: () => loadTodaysCosmicEnergy(new Date(), timeZone),
    enabled: settled,
  });
  return { ...query, timeZone };
}

/**
 * The moon's note for today, the part of the dashboard's Today card that holds the spec's "today's
 * cosmic energy" (docs/dashboard.md): the phase, the moon's sign, the manifestation power and the
 * day's recommendation, with a way into the cosmic calendar. Compact: one row and one line.
 */
export function TodaysMoonNote({ className }: { className?: string }) {
  const southern = isSouthern(useSkyLocation());
  const { data, isError, refetch, timeZone } = useTodaysCosmicEnergy();

  return (
    <section aria-labelledby="todays-cosmic-energy-title" className={className}>
      <h3
        id="todays-cosmic-energy-title"
        className="mb-2 font-sans text-xs font-semibold uppercase tracking-wider text-muted"
      >
        Today&apos;s cosmic energy
      </h3>
      {data ? (
        <>
          <div className="flex items-center gap-3">
            <MoonDisc
              illumination={data.moonPhase.illumination}
              waxing={data.moonPhase.waxing}
              southern={southern}
              className="size-10 shrink-0"
            />
            <div className="min-w-0 flex-1">
              <Link
                href="/astrology"
                className="inline-flex min-h-6 items-center gap-1 font-serif text-lg font-semibold leading-tight text-ink underline-offset-4 hover:underline"
              >
                {data.title}
                <ArrowRight size={16} strokeWidth={1.75} aria-hidden className="text-gold" />
                <span className="sr-only">: open the cosmic calendar</span>
              </Link>
              <p className="text-xs text-muted">
                {formatPercent(data.moonPhase.illumination)} illuminated · Moon in {data.moonSign.atStart}
                {data.moonSign.ingress
                  ? `, enters ${data.moonSign.ingress.sign} at ${formatTime(data.moonSign.ingress.at, timeZone)}`
                  : ''}
              </p>
            </div>
            <div className="text-right">
              <p
                className={cn(
                  'tabular text-2xl font-semibold leading-none',
                  powerTone(data.manifestationPower).text,
                )}
              >
                {data.manifestationPower}
                <span className="font-sans text-xs font-normal text-muted">/10</span>
              </p>
              <p className="mt-0.5 max-w-[5.5rem] text-[11px] leading-tight text-muted sm:max-w-none">
                Manifestation power
              </p>
            </div>
          </div>
          {data.alignmentText ? (
            <p className="mt-2 flex items-center gap-2 text-xs text-violet">
              <Orbit size={16} strokeWidth={1.75} aria-hidden className="shrink-0" />
              {data.alignmentText}
            </p>
          ) : null}
          <p className="mt-2 flex gap-2 text-sm text-ink/90">
            <Check size={16} strokeWidth={1.75} aria-hidden className="mt-0.5 shrink-0 text-emerald" />
            <span>{data.recommendation}</span>
          </p>
        </>
      ) : isError ? (
        <LoadError message="Today's cosmic energy could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <div role="status" aria-busy="true" aria-label="Loading today's cosmic energy">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-3 w-48" />
            </div>
            <Skeleton className="h-8 w-12" />
          </div>
          <Skeleton className="mt-2 h-5 w-full" />
        </div>
      )}
    </section>
  );
}
