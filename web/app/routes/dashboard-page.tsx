import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { TodaysCosmicEnergyCard } from '#web/features/sky/todays-cosmic-energy-card';
import { DashboardHeader } from '#web/features/dashboard/dashboard-header';
import { useDashboardStats } from '#web/features/dashboard/api';
import { RestDayControl, RestDayControlPlaceholder } from '#web/features/rest-days/rest-day-control';
import { QuickActions } from '#web/features/dashboard/quick-actions';
import { SubscriptionBanner } from '#web/features/dashboard/subscription-banner';
import { ProgramToday } from '#web/features/programs/components/program-today';
import { useSubscriptionWelcome } from '#web/features/dashboard/use-subscription-welcome';

const DashboardBelowTheFold = lazy(() => import('./dashboard-below-the-fold'));

/** The rest-day control, its place held while the figures load so the page below does not move. */
function RestDaySlot() {
  const stats = useDashboardStats();
  const today = stats.data?.today;
  if (today) return <RestDayControl today={today} />;
  return stats.isPending ? <RestDayControlPlaceholder /> : null;
}

/**
 * False for the first paint, true from the task after it. What only shows below the first screen
 * is fetched and mounts then, in a transition React renders in slices, so neither its code, its
 * rendering nor its requests hold back the first paint (docs/performance.md, "First paint").
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * The dashboard in the spec's order (docs/dashboard.md): header with greeting and stats, quick actions,
 * then the subscription banner, today's cosmic energy, the open day of a program the member follows,
 * two columns from 1024px, and the videos.
 * The page itself reads no data: each answer re-renders only the widget that shows it
 * (docs/performance.md, "First paint").
 */
export default function DashboardPage() {
  useSubscriptionWelcome();
  const painted = useAfterFirstPaint();
  return (
    <div className="grid gap-6 sm:gap-8">
      <DashboardHeader />
      <RestDaySlot />
      <QuickActions />
      <SubscriptionBanner />
      <TodaysCosmicEnergyCard />
      {/* A followed program's open day, after the first paint: a member with none sees nothing. */}
      {painted ? <ProgramToday /> : null}
      {painted ? (
        <Suspense fallback={null}>
          <DashboardBelowTheFold />
        </Suspense>
      ) : null}
    </div>
  );
}
