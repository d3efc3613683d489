import { CoachingCard } from '#web/features/one-on-one/one-on-one-card';
import { useHasFeature } from '#web/lib/use-plan-features';
import { AffirmationsWidget } from '#web/features/affirmations/affirmations-widget';
import { EnergyWidget } from '#web/features/energy/energy-widget';
import { GoalsWidget } from '#web/features/goals/goals-widget';
import { FeaturedProductCard } from '#web/features/resources/featured-product-card';
import { RitualsWidget } from '#web/features/rituals/rituals-widget';
import { useDashboardStats } from '#web/features/dashboard/api';
import { MasteryVideos } from '#web/features/dashboard/mastery-videos';
import { WeeklyPracticeCard } from '#web/features/dashboard/weekly-practice-card';

function CoachingSlot() {
  return useHasFeature('coachingSessions') ? <CoachingCard /> : null;
}

/**
 * The dashboard below today's cosmic energy (docs/dashboard.md): the two columns, left the
 * affirmations and energy, right the week's practice, coaching, goals, rituals and the resource;
 * then the videos. Its own chunk, fetched after the page's first paint (dashboard-page.tsx), so
 * neither its code nor its requests hold back that paint.
 */
export default function DashboardBelowTheFold() {
  // The header's coherence (same cached answer): the energy card's wobble moves around it.
  const stats = useDashboardStats();
  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <AffirmationsWidget />
          <EnergyWidget coherence={stats.data?.dailyStats.coherence} coherenceLoading={stats.isPending} />
        </div>
        <div className="grid gap-6">
          <WeeklyPracticeCard />
          <CoachingSlot />
          <GoalsWidget />
          <RitualsWidget />
          <FeaturedProductCard placement="dashboard" />
        </div>
      </div>
      <MasteryVideos />
    </>
  );
}
