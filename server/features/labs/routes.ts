import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LABS, LabListSchema, LabParamsSchema, LabSchema, SetLabSchema, type Lab } from '#domain/labs/labs';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { memberLabs } from '#server/db/schema/labs';
import { assertPlanIncludes } from '#server/plans/plan-limits';
import { signedIn } from '#server/sessions/session-plugin';

async function labsOf(db: Database, userId: string): Promise<Lab[]> {
  const rows = await db.select({ lab: memberLabs.lab }).from(memberLabs).where(eq(memberLabs.userId, userId));
  const on = new Set(rows.map((row) => row.lab));
  return LABS.map((lab) => ({ ...lab, enabled: on.has(lab.id) }));
}

/** GET /api/labs (every member sees the list), PUT /api/labs/:id { enabled } (Premium: early access). */
export const labRoutes: FastifyPluginAsyncZod<{ db: Database; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  app.get('/api/labs', { schema: { response: { 200: LabListSchema } } }, async (request) =>
    labsOf(db, signedIn(request).userId),
  );

  app.put(
    '/api/labs/:id',
    { schema: { params: LabParamsSchema, body: SetLabSchema, response: { 200: LabSchema } } },
    async (request) => {
      const { userId } = signedIn(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await assertPlanIncludes(tx, config, userId, 'earlyAccess');
        if (request.body.enabled)
          await tx.insert(memberLabs).values({ userId, lab: id }).onConflictDoNothing();
        else await tx.delete(memberLabs).where(and(eq(memberLabs.userId, userId), eq(memberLabs.lab, id)));
      });
      const lab = (await labsOf(db, userId)).find((candidate) => candidate.id === id);
      if (!lab) throw new Error(`lab ${id} is declared but not listed`);
      return lab;
    },
  );
};
