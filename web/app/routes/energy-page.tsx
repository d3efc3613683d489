import { useDashboardStats } from '#web/features/dashboard/api';
import EnergyPage from '#web/features/energy/energy-page';

/**
 * /energy: the energy tracker with the member's coherence today (docs/energy.md), the dashboard's
 * answer, so the widget shows the header's value and never the 87 % fallback unless that answer fails.
 */
export default function EnergyRoute() {
  const stats = useDashboardStats();
  return <EnergyPage coherence={stats.data?.dailyStats.coherence} coherenceLoading={stats.isPending} />;
}
