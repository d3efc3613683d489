import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OnboardingSchema, UpdateOnboardingSchema } from '#domain/onboarding/onboarding';
import type { Database } from '#server/db/client';
import { MessageSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import * as service from './service';

/** /api/onboarding: the first-run answers and whether the member finished them (docs/onboarding.md). */
export const onboardingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/onboarding', { schema: { response: { 200: OnboardingSchema } } }, async (request) =>
    service.getOnboarding(db, signedIn(request).userId),
  );

  app.put(
    '/api/onboarding',
    { schema: { body: UpdateOnboardingSchema, response: { 200: OnboardingSchema, 400: MessageSchema } } },
    async (request) => service.updateOnboarding(db, signedIn(request).userId, request.body),
  );
};
