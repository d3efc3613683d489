import { emitWebhookEvent } from '#server/webhooks/webhook-events';
import { daysBetween, localDay, type Day } from '#domain/shared/dates';
import {
  MAX_RITUALS_PER_DAY,
  RITUAL_DAY_TOLERANCE,
  RITUAL_MESSAGES,
  type CreateRitual,
  type Ritual,
  type UpdateRitual,
} from '#domain/rituals/rituals';
import type { Database } from '#server/db/client';
import type { RitualRow } from '#server/db/schema/rituals';
import { badRequest, notFound } from '#server/http/errors';
import { userToday } from '#server/practice/user-day';
import {
  countRituals,
  findRitualByTitle,
  findRitualByRequest,
  insertCustomRitual,
  insertDefaultRituals,
  listRituals,
  applyRitualCompletion,
  findRitualForUpdate,
  lockRitualDay,
} from './repository';

function toRitual(row: RitualRow): Ritual {
  return {
    id: row.id,
    title: row.title,
    date: row.day,
    isCompleted: row.completedAt !== null,
    completedAt: row.completedAt?.toISOString() ?? null,
    isCustom: row.isCustom,
  };
}

/** Whether `day` is the user's today, give or take the browser/zone tolerance. */
const isCurrentDay = (day: Day, today: Day) => Math.abs(daysBetween(today, day)) <= RITUAL_DAY_TOLERANCE;

/**
 * A day's rituals. The first read of a day creates the default set; two first reads at once both
 * insert with ON CONFLICT DO NOTHING, so the set exists exactly once. Past days are read as they are.
 */
export async function ritualsForDay(db: Database, userId: string, day: Day): Promise<Ritual[]> {
  const today = await userToday(db, userId);
  if (daysBetween(today, day) > RITUAL_DAY_TOLERANCE) throw badRequest(`date: ${RITUAL_MESSAGES.futureDay}`);
  let rows = await listRituals(db, userId, day);
  if (rows.length === 0 && isCurrentDay(day, today)) {
    await insertDefaultRituals(db, userId, day);
    rows = await listRituals(db, userId, day);
  }
  return rows.map(toRitual);
}

/**
 * Adds the user's own ritual to a day (after the default set, which is created first if needed).
 * The same title twice on one day is one ritual: a double submit returns the existing row.
 */
export async function addRitual(
  db: Database,
  userId: string,
  input: CreateRitual,
): Promise<{ ritual: Ritual; created: boolean }> {
  const requestId = input.requestId ?? null;
  // A replay of an add that already landed answers that ritual, even on a later day.
  const earlier = requestId ? await findRitualByRequest(db, userId, requestId) : null;
  if (earlier) return { ritual: toRitual(earlier), created: false };
  const today = await userToday(db, userId);
  if (!isCurrentDay(input.date, today)) throw badRequest(`date: ${RITUAL_MESSAGES.notToday}`);
  return db.transaction(async (tx) => {
    await lockRitualDay(tx, userId, input.date);
    let total = await countRituals(tx, userId, input.date);
    if (total === 0) {
      await insertDefaultRituals(tx, userId, input.date);
      total = await countRituals(tx, userId, input.date);
    }
    const existing = await findRitualByTitle(tx, userId, input.date, input.title);
    if (existing) return { ritual: toRitual(existing), created: false };
    if (total >= MAX_RITUALS_PER_DAY) throw badRequest(RITUAL_MESSAGES.tooMany);
    const row =
      (await insertCustomRitual(tx, {
        userId,
        day: input.date,
        title: input.title,
        position: total,
        requestId,
      })) ?? (await findRitualByTitle(tx, userId, input.date, input.title));
    if (!row) throw new Error('ritual insert returned no row');
    return { ritual: toRitual(row), created: true };
  });
}

// Each retry follows a toggle of the same ritual that committed in between; a handful is plenty.
const MAX_ATTEMPTS = 8;

/**
 * Ticks or un-ticks a ritual and writes or removes its practice-log entry with it, in one statement
 * (two round trips: read, write). Completing an already completed ritual keeps its first completion
 * time. A client clock ahead of the server's is clamped to now, so completedAt never lies in the future.
 */
export async function updateRitual(
  db: Database,
  userId: string,
  id: string,
  input: UpdateRitual,
  now = new Date(),
): Promise<Ritual> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const found = await findRitualForUpdate(db, { userId, id });
    if (!found) throw notFound();
    const { ritual, version, timeZone, hasWebhooks } = found;
    if (!isCurrentDay(ritual.day, localDay(now, timeZone))) throw badRequest(RITUAL_MESSAGES.notToday);
    let completedAt: Date | null = null;
    if (input.isCompleted) {
      const claimed = input.completedAt ? new Date(input.completedAt) : now;
      completedAt = ritual.completedAt ?? (claimed > now ? now : claimed);
    }
    // Already in the asked-for state (a double submit): nothing to write.
    if ((completedAt === null) === (ritual.completedAt === null)) return toRitual(ritual);
    if (await applyRitualCompletion(db, { userId, ritual, version, completedAt })) {
      if (completedAt && hasWebhooks)
        await emitWebhookEvent(db, userId, 'ritual.completed', { ritualId: ritual.id, date: ritual.day });
      return toRitual({ ...ritual, completedAt });
    }
  }
  throw new Error(`ritual ${id} kept changing under ${MAX_ATTEMPTS} attempts to toggle it`);
}
