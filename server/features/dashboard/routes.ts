import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardStatsSchema, type DashboardStats, DASHBOARD_STATS_PATH } from '#domain/dashboard/dashboard';
import { localDay } from '#domain/shared/dates';
import { ChangeCache } from '#server/db/change-cache';
import type { ChangeFeed } from '#server/db/change-feed';
import type { Database } from '#server/db/client';
import { signedIn } from '#server/sessions/session-plugin';
import { dashboardStats } from './service';

// The stats change only when the user writes something (practice, profile) or their day turns.
const STATS_MAX_AGE_MS = 60_000;

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; changes: ChangeFeed }> = async (
  app,
  { db, changes },
) => {
  const cache = new ChangeCache<DashboardStats>(changes, 'user', { maxAgeMs: STATS_MAX_AGE_MS });
  app.get(DASHBOARD_STATS_PATH, { schema: { response: { 200: DashboardStatsSchema } } }, async (request) => {
    const auth = signedIn(request);
    return cache.get(
      auth.userId,
      () => dashboardStats(db, auth),
      (stats) => stats.today === localDay(new Date(), stats.user.timeZone),
    );
  });
};
