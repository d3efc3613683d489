import { and, desc, eq } from 'drizzle-orm';
import type { CustomMeditationInput } from '#domain/meditation/custom';
import type { Database } from '#server/db/client';
import { customMeditations, type CustomMeditationRow } from '#server/db/schema/meditation-custom';

/** All SQL for custom meditations; every query is scoped to the signed-in member. */

const columns = ({
  title,
  durationMinutes,
  soundscapes,
  beats,
  bellIntervalMinutes,
  cues,
}: CustomMeditationInput) => ({
  title,
  durationMinutes,
  design: { soundscapes, beats, bellIntervalMinutes, cues },
});

/** Inserts once per request id: a repeat of the same request returns the row the first one made. */
export async function insertCustom(db: Database, userId: string, input: CustomMeditationInput) {
  const [row] = await db
    .insert(customMeditations)
    .values({ userId, requestId: input.requestId ?? null, ...columns(input) })
    .onConflictDoNothing({ target: [customMeditations.userId, customMeditations.requestId] })
    .returning();
  if (row) return row;
  const [existing] = input.requestId
    ? await db
        .select()
        .from(customMeditations)
        .where(and(eq(customMeditations.userId, userId), eq(customMeditations.requestId, input.requestId)))
        .limit(1)
    : [];
  if (!existing) throw new Error('custom meditation insert returned no row');
  return existing;
}

export function listCustom(db: Database, userId: string): Promise<CustomMeditationRow[]> {
  return db
    .select()
    .from(customMeditations)
    .where(eq(customMeditations.userId, userId))
    .orderBy(desc(customMeditations.createdAt), desc(customMeditations.id));
}

const mine = (userId: string, id: string) =>
  and(eq(customMeditations.id, id), eq(customMeditations.userId, userId));

export async function findCustom(db: Database, userId: string, id: string, lock = false) {
  const query = db.select().from(customMeditations).where(mine(userId, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateCustom(db: Database, userId: string, id: string, input: CustomMeditationInput) {
  const [row] = await db
    .update(customMeditations)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(mine(userId, id))
    .returning();
  return row ?? null;
}

export async function deleteCustom(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(customMeditations)
    .where(mine(userId, id))
    .returning({ id: customMeditations.id });
  return rows.length > 0;
}
