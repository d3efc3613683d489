import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { hasPractised } from '#domain/dashboard/today';
import { DashboardHeader } from '#web/features/dashboard/dashboard-header';
import { useDashboardStats } from '#web/features/dashboard/api';
import { RestDayControl, RestDayControlPlaceholder } from '#web/features/rest-days/rest-day-control';
import { QuickActions } from '#web/features/dashboard/quick-actions';
import { SubscriptionBanner } from '#web/features/dashboard/subscription-banner';
import { useSubscriptionWelcome } from '#web/features/dashboard/use-subscription-welcome';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { TodayCard } from '#web/app/today/today-card';

const DashboardBelowTheFold = lazy(() => import('./dashboard-below-the-fold'));

/**
 * The rest-day control, its place held while the figures load so the page below does not move. A
 * rest day only means something once there is practice to rest from, so a member who has not
 * practised yet (no XP, which only practice earns) is not offered one.
 */
function RestDaySlot() {
  const user = useSignedInUser();
  const stats = useDashboardStats();
  const today = stats.data?.today;
  if (!hasPractised(user) && !stats.data?.dailyStats.restToday) return null;
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
 * then the subscription banner, the Today card (in the spec's full-width widget's place: the next
 * thing to do, today's rings and the moon's note), two columns from 1024px, and the videos.
 * The page itself reads no data: each answer re-renders only the widget that shows it
 * (docs/performance.md, "First paint").
 */
export default function DashboardPage() {
  useSubscriptionWelcome();
  const painted = useAfterFirstPaint();
  return (
    <div className="grid gap-3 sm:gap-8">
      <DashboardHeader />
      <RestDaySlot />
      <QuickActions />
      <SubscriptionBanner />
      <TodayCard ready={painted} />
      {painted ? (
        <Suspense fallback={null}>
          <DashboardBelowTheFold />
        </Suspense>
      ) : null}
    </div>
  );
}
