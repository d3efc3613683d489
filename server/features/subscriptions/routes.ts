import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { signedIn } from '../auth/session-plugin';

const SubscriptionStatusSchema = z.object({
  hasActiveSubscription: z.boolean(),
  tier: z.enum(['free', 'pro', 'premium']),
});

/** GET /api/subscription-status: the user's plan as the dashboard banner and pricing page read it. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/subscription-status',
    { schema: { response: { 200: SubscriptionStatusSchema } } },
    async (request) => {
      const { userId } = signedIn(request);
      const [row] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).limit(1);
      const tier = row?.plan ?? 'free';
      return { hasActiveSubscription: tier !== 'free', tier };
    },
  );
};
