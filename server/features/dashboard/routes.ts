import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardStatsSchema } from '../../../domain/dashboard';
import type { Database } from '../../db/client';
import { signedIn } from '../auth/session-plugin';
import { dashboardStats } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/dashboard-stats', { schema: { response: { 200: DashboardStatsSchema } } }, async (request) =>
    dashboardStats(db, signedIn(request)),
  );
};
