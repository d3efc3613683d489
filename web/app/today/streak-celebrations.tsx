import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DashboardStatsSchema } from '#domain/dashboard/dashboard';
import { streakMilestoneReached } from '#domain/dashboard/today';
import { celebrate } from '#web/components/celebration/celebration-store';
import { DASHBOARD_STATS_PATH } from '#domain/dashboard/dashboard';
import { useSignedInUser } from '#web/lib/use-signed-in-user';

/**
 * Celebrates a streak of 3, 7, 14, 30 or 100 days the moment the member's figures show it reached
 * (a ritual, habit or session that extends the streak refreshes them). The first figures a page
 * sees only set the baseline, so a reload never celebrates again. Hidden streaks (profile setting)
 * are not celebrated either.
 */
export function StreakCelebrations() {
  const queryClient = useQueryClient();
  const { showStreaks } = useSignedInUser();
  useEffect(() => {
    if (!showStreaks) return;
    let seen: number | null = null;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryKey[0] !== DASHBOARD_STATS_PATH) return;
      const parsed = DashboardStatsSchema.safeParse(event.query.state.data);
      if (!parsed.success) return;
      const streak = parsed.data.dailyStats.streak;
      const reached = seen === null ? null : streakMilestoneReached(seen, streak);
      seen = streak;
      if (reached !== null)
        celebrate(
          `${reached}-day streak`,
          `${reached} days of practice in a row. Keep it gentle and keep going.`,
        );
    });
  }, [queryClient, showStreaks]);
  return null;
}
