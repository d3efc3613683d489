import {
  AFFIRMATIONS_PER_SET,
  REGENERATE_GUARD_MS,
  type Affirmation,
  type GenerateAffirmationsResult,
} from '#domain/affirmations';
import { daysBetween, localDay } from '#domain/dates';
import type { Database } from '#server/db/client';
import { badRequest, conflict, notFound } from '#server/http/errors';
import { loadAffirmationContext } from './context';
import type { ExternalInputs } from './external-inputs';
import type { AffirmationProvider } from './provider';
import {
  findAffirmation,
  findUserProfile,
  insertAffirmations,
  insertSet,
  latestSet,
  listForDay,
  setLiked,
  type SetRow,
} from './repository';

export type AffirmationDeps = {
  db: Database;
  provider: AffirmationProvider;
  inputs: ExternalInputs;
  now?: () => Date;
  /** The plan check (payments feature): throws 402 when `usedToday` leaves no room for a new set. */
  checkPlan?: (userId: string, usedToday: number) => Promise<unknown>;
};

export const EXHAUSTED_MESSAGE =
  'You have received every affirmation available this month. New ones arrive tomorrow.';

async function userToday(db: Database, userId: string, now: Date) {
  const user = await findUserProfile(db, userId);
  if (!user) throw notFound();
  return {
    user: { id: userId, firstName: user.firstName, timeZone: user.timeZone },
    today: localDay(now, user.timeZone),
  };
}

export async function listAffirmations(db: Database, userId: string, day?: string): Promise<Affirmation[]> {
  const date = day ?? (await userToday(db, userId, new Date())).today;
  return listForDay(db, userId, date);
}

/** Within the guard window a generate request is a repeat of the one that wrote `set`. */
const isRepeat = (set: SetRow | null, now: Date): boolean =>
  set !== null && now.getTime() - set.createdAt.getTime() < REGENERATE_GUARD_MS;

/**
 * Writes the next set of affirmations for the user's day (or `day`, which may differ from the
 * server's idea of today by at most one day, for users whose browser zone differs from the stored
 * one). Idempotent against double clicks and races: a request within REGENERATE_GUARD_MS of the
 * day's newest set answers that set (created: false), and the (user, day, batch) unique index lets
 * only one of two concurrent requests write batch N; the other answers the winner's set.
 */
export async function generateAffirmations(
  deps: AffirmationDeps,
  userId: string,
  day?: string,
): Promise<GenerateAffirmationsResult> {
  const { db, provider, inputs } = deps;
  const now = deps.now?.() ?? new Date();
  const { user, today } = await userToday(db, userId, now);
  const date = day ?? today;
  if (Math.abs(daysBetween(today, date)) > 1)
    throw badRequest('querystring date: must be today (within one day for time zones)');
  const existing = await latestSet(db, userId, date);
  if (isRepeat(existing, now))
    return { created: false, date, affirmations: await listForDay(db, userId, date) };
  // Plan limits (Free: 3 AI affirmations a day) are checked before any set is written. Sets are
  // numbered from 1 and hold AFFIRMATIONS_PER_SET each, so the latest number tells today's use.
  await deps.checkPlan?.(userId, (existing?.batch ?? 0) * AFFIRMATIONS_PER_SET);

  const batch = (existing?.batch ?? 0) + 1;
  const context = await loadAffirmationContext(db, user, date, inputs);
  const written = await provider.generate(context, AFFIRMATIONS_PER_SET, `${userId}:${date}:${batch}`);
  if (written.affirmations.length === 0) throw conflict(EXHAUSTED_MESSAGE);

  return db.transaction(async (tx) => {
    // Re-read: another request may have written a set while the provider was working.
    const latest = await latestSet(tx, userId, date);
    const set = isRepeat(latest, now)
      ? null
      : await insertSet(tx, {
          userId,
          day: date,
          batch: (latest?.batch ?? 0) + 1,
          source: written.source,
          createdAt: now,
        });
    if (set) await insertAffirmations(tx, set, written.affirmations);
    return { created: set !== null, date, affirmations: await listForDay(tx, userId, date) };
  });
}

export async function updateLiked(
  db: Database,
  userId: string,
  id: string,
  isLiked: boolean,
): Promise<Affirmation> {
  if (!(await setLiked(db, userId, id, isLiked))) throw notFound();
  const affirmation = await findAffirmation(db, userId, id);
  if (!affirmation) throw notFound();
  return affirmation;
}
