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
import { PhoneFold } from '#web/app/routes/phone-fold';

function CoachingSlot() {
  return useHasFeature('coachingSessions') ? (
    <PhoneFold title="1-on-1 monthly session">
      <CoachingCard />
    </PhoneFold>
  ) : null;
}

/**
 * The dashboard below the Today card (docs/dashboard.md): the two columns, left the affirmations
 * and energy, right the week's practice, coaching, goals, rituals and the resource; then the videos.
 * Every widget in its compact density; on a phone the secondary ones (energy, the week, coaching, the
 * resource, the videos) are one row each that opens in place, so the whole page reads in a few screens. Its own chunk, fetched after the page's first paint (dashboard-page.tsx), so
 * neither its code nor its requests hold back that paint.
 */
export default function DashboardBelowTheFold() {
  // The header's coherence (same cached answer): the energy card's wobble moves around it.
  const stats = useDashboardStats();
  return (
    <>
      <div className="grid items-start gap-3 sm:gap-6 lg:grid-cols-2">
        <div className="grid gap-3 sm:gap-6">
          <AffirmationsWidget compact />
          <PhoneFold title="Energy Frequency">
            <EnergyWidget
              compact
              coherence={stats.data?.dailyStats.coherence}
              coherenceLoading={stats.isPending}
            />
          </PhoneFold>
        </div>
        <div className="grid gap-3 sm:gap-6">
          <PhoneFold title="This Week's Practice">
            <WeeklyPracticeCard />
          </PhoneFold>
          <CoachingSlot />
          <GoalsWidget compact />
          <RitualsWidget compact />
          <PhoneFold title="Featured resource">
            <FeaturedProductCard placement="dashboard" />
          </PhoneFold>
        </div>
      </div>
      <PhoneFold title="Quantum Mastery Videos">
        <MasteryVideos />
      </PhoneFold>
    </>
  );
}
