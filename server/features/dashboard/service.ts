import type { DashboardStats } from '#domain/dashboard/dashboard';
import { localDay } from '#domain/shared/dates';
import { levelFor } from '#domain/practice/experience';
import type { Database } from '#server/db/client';
import { unauthorized } from '#server/http/errors';
import { readActivity } from '#server/practice/activity';
import { findDashboardUser } from './repository';

/**
 * GET /api/dashboard-stats: the user, today's streak and coherence, and the last 7 days of practice,
 * all for the user's local day in their stored time zone. Two queries for almost every user: the
 * user row, then one range scan of the practice log (see readActivity).
 */
export async function dashboardStats(
  db: Database,
  auth: { userId: string; isAdmin: boolean },
  now = new Date(),
): Promise<DashboardStats> {
  const user = await findDashboardUser(db, auth.userId);
  if (!user) throw unauthorized();
  const today = localDay(now, user.timeZone);
  const activity = await readActivity(db, user.id, today);
  const { experience, ...profile } = user;
  const level = levelFor(experience);
  return {
    user: {
      ...profile,
      quantumLevel: level.level,
      levelProgress: level.levelProgress,
      isAdmin: auth.isAdmin,
    },
    dailyStats: {
      coherence: activity.coherence,
      streak: activity.streak,
      freezesBanked: activity.freezesBanked,
      freezeUsedOn: activity.freezeUsedOn,
      restToday: activity.restToday,
    },
    weeklyPractice: activity.week,
    today,
  };
}
