import {
  AFFIRMATIONS_PER_SET,
  REGENERATE_GUARD_MS,
  type Affirmation,
  type AffirmationCategorySummary,
  type GenerateAffirmationsResult,
  type LikedAffirmations,
} from '#domain/affirmations/affirmations';
import { daysBetween, localDay } from '#domain/shared/dates';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { badRequest, conflict, notFound } from '#server/http/errors';
import { assertWithinPlan } from '#server/plans/plan-limits';
import { affirmationLibrary } from '#domain/affirmations/library';
import { loadAffirmationContext } from './context';
import { decodeLikedCursor, encodeLikedCursor } from './liked-cursor';
import type { ExternalInputs } from './external-inputs';
import type { AffirmationProvider } from './provider';
import {
  findAffirmation,
  findUserProfile,
  insertAffirmations,
  insertSet,
  latestSet,
  listForDay,
  listLiked,
  toAffirmation,
  setLiked,
  type SetRow,
} from './repository';

export type AffirmationDeps = {
  db: Database;
  provider: AffirmationProvider;
  inputs: ExternalInputs;
  /** Plan limits (Free: 3 AI affirmations a day) apply when this config enforces them. */
  config: AppConfig;
  now?: () => Date;
};

export const EXHAUSTED_MESSAGE =
  'You have received every affirmation available this month. New ones arrive tomorrow.';

async function userToday(db: Database, userId: string, now: Date) {
  const user = await findUserProfile(db, userId);
  if (!user) throw notFound();
  return {
    user: { id: userId, timeZone: user.timeZone },
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
 * Refuses with 402 when the day's sets leave no room for another (docs/plans.md). Sets are numbered
 * from 1 and hold AFFIRMATIONS_PER_SET each, so the latest number tells the day's use; it is read
 * after the member's plan row is locked.
 */
const assertRoomForSet = (tx: Database, config: AppConfig, userId: string, date: string) =>
  assertWithinPlan(
    tx,
    config,
    userId,
    'affirmations',
    async (locked) => ((await latestSet(locked, userId, date))?.batch ?? 0) * AFFIRMATIONS_PER_SET,
  );

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
  // A member over the limit is refused before the (possibly slow, possibly paid) writer is asked;
  // the insert's transaction checks again, since another request may have written a set meanwhile.
  await db.transaction((tx) => assertRoomForSet(tx, deps.config, userId, date));

  const batch = (existing?.batch ?? 0) + 1;
  const context = await loadAffirmationContext(db, user, date, inputs);
  const written = await provider.generate(context, AFFIRMATIONS_PER_SET, `${userId}:${date}:${batch}`);
  if (written.affirmations.length === 0) throw conflict(EXHAUSTED_MESSAGE);

  return db.transaction(async (tx) => {
    // Re-read: another request may have written a set while the provider was working.
    const latest = await latestSet(tx, userId, date);
    if (isRepeat(latest, now))
      return { created: false, date, affirmations: await listForDay(tx, userId, date) };
    await assertRoomForSet(tx, deps.config, userId, date);
    const set = await insertSet(tx, {
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

/** The library's categories with how many written lines each holds (the same for every member). */
export function listCategories(): AffirmationCategorySummary[] {
  return affirmationLibrary().categories.map(({ id, name, lines }) => ({ id, name, count: lines.length }));
}

/** "My affirmations": a page of liked lines, most recently liked first. */
export async function likedAffirmations(
  db: Database,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<LikedAffirmations> {
  const after = query.cursor ? decodeLikedCursor(query.cursor) : undefined;
  // One row more than the page tells whether another page follows, without counting.
  const rows = await listLiked(db, userId, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    affirmations: page.map(toAffirmation),
    nextCursor:
      rows.length > query.limit && last?.likedAt
        ? encodeLikedCursor({ likedAt: last.likedAt.toISOString(), id: last.id })
        : null,
  };
}
