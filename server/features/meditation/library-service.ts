import {
  findLibrarySession,
  libraryFor,
  MEDITATION_LIBRARY,
  type MeditationDetail,
  type MeditationListItem,
} from '#domain/meditation/library';
import { findScript } from '#domain/meditation/script-index';
import { notFound } from '#server/http/errors';
import type { CreateMeditationSession } from '#domain/meditation/meditation';
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
 * One library session with its script. Unknown ids are 404; a session the member's plan does not
 * include is 402 naming Pro, so its words are only read by those who may play it.
 */
export async function readLibrarySession(
  db: Database,
  config: AppConfig,
  userId: string,
  id: string,
): Promise<MeditationDetail> {
  const session = findLibrarySession(id);
  const script = findScript(id);
  if (!session || !script) throw notFound('No meditation has this id.');
  if (session.plan !== 'free') await assertPlanIncludes(db, config, userId, 'meditationLibrary');
  const { theme, type, duration, description, plan, title } = session;
  return {
    id,
    title,
    theme,
    type,
    duration,
    description,
    plan,
    locked: false,
    cues: script.cues.map(({ at, text, silenceAfterSeconds }) => ({
      atSeconds: at,
      text,
      ...(silenceAfterSeconds === undefined ? {} : { silenceAfterSeconds }),
    })),
  };
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
