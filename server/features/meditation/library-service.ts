import {
  findLibrarySession,
  libraryFor,
  MEDITATION_LIBRARY,
  type MeditationListItem,
} from '#domain/meditation-library';
import type { CreateMeditationSession } from '#domain/meditation';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { assertPlanIncludes, planIncludes } from '#server/plans/plan-limits';

/** The library with `locked` decided here, in one place, from the member's plan. */
export async function listLibrary(
  db: Database,
  config: AppConfig,
  userId: string,
): Promise<MeditationListItem[]> {
  return libraryFor(await planIncludes(db, config, userId, 'meditationLibrary'));
}

/**
 * Refuses (402 naming Pro) to record a library session the member's plan does not include. The
 * session is found by its id, or by its exact title for clients that send none.
 */
export async function assertMayRecord(
  tx: Database,
  config: AppConfig,
  userId: string,
  input: Pick<CreateMeditationSession, 'meditationId' | 'title'>,
) {
  const session = input.meditationId
    ? findLibrarySession(input.meditationId)
    : MEDITATION_LIBRARY.find((candidate) => candidate.title === input.title);
  if (session && session.plan !== 'free') await assertPlanIncludes(tx, config, userId, 'meditationLibrary');
}
