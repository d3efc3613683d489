import { addDays, localDay, type Day } from '#domain/shared/dates';
import {
  weekStart,
  type CreateMeditationSession,
  type MeditationSession,
  type PracticeSummary,
  type UpdateMeditationSession,
} from '#domain/meditation/meditation';
import type { Database } from '#server/db/client';
import type { MeditationSessionRow } from '#server/db/schema/meditation';
import { notFound } from '#server/http/errors';
import { recordPractice, removePractice } from '#server/practice/practice-log';
import { emitWebhookEvent } from '#server/webhooks/webhook-events';
import { findSession, insertSession, listSessions, setCompletion, setMoods, summarize } from './repository';
import { findUserTimeZone } from '#server/practice/user-day';
import type { AppConfig } from '#server/config';
import { assertMayRecord } from './library-service';

function toMeditationSession(row: MeditationSessionRow): MeditationSession {
  return {
    id: row.id,
    type: row.type,
    duration: row.duration,
    title: row.title,
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    moodBefore: row.moodBefore,
    moodAfter: row.moodAfter,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Completion is stamped on the user's local day, the same day the practice log (and so the streak) sees. */
async function completionNow(db: Database, userId: string) {
  const completedAt = new Date();
  return { completedAt, completedDay: localDay(completedAt, (await findUserTimeZone(db, userId)) ?? 'UTC') };
}

async function recordMeditation(db: Database, userId: string, row: MeditationSessionRow, day: Day) {
  await recordPractice(db, {
    userId,
    day,
    kind: 'meditation',
    sourceId: row.id,
    minutes: row.duration,
  });
  await emitWebhookEvent(db, userId, 'session.completed', {
    sessionId: row.id,
    date: day,
    minutes: row.duration,
  });
}

/** A session is normally created at play and completed later; one created already completed counts at once. */
export function createSession(
  db: Database,
  config: AppConfig,
  userId: string,
  input: CreateMeditationSession,
) {
  const { completed, meditationId: _meditationId, ...fields } = input;
  return db.transaction(async (tx) => {
    await assertMayRecord(tx, config, userId, input);
    const completion = completed ? await completionNow(tx, userId) : null;
    const { row, created } = await insertSession(tx, userId, fields, completion);
    if (completion && created) await recordMeditation(tx, userId, row, completion.completedDay);
    return toMeditationSession(row);
  });
}

/**
 * Changes a session's completion and moods. Completion is idempotent: asking for the state it is
 * already in changes nothing and never records the practice twice. Moods are written as sent.
 */
export function updateSession(db: Database, userId: string, id: string, change: UpdateMeditationSession) {
  const { completed, ...moods } = change;
  return db.transaction(async (tx) => {
    if (completed !== undefined) await applyCompletion(tx, userId, id, completed);
    const row =
      Object.keys(moods).length > 0
        ? await setMoods(tx, userId, id, moods)
        : await findSession(tx, userId, id);
    if (!row) throw notFound();
    return toMeditationSession(row);
  });
}

async function applyCompletion(tx: Database, userId: string, id: string, completed: boolean) {
  const completion = completed ? await completionNow(tx, userId) : null;
  const changed = await setCompletion(tx, userId, id, completion);
  if (!changed) return;
  if (completion) await recordMeditation(tx, userId, changed, completion.completedDay);
  else await removePractice(tx, userId, 'meditation', changed.id);
}

export async function listMeditationSessions(db: Database, userId: string, limit: number) {
  return (await listSessions(db, userId, limit)).map(toMeditationSession);
}

export async function practiceSummary(db: Database, userId: string, date?: Day): Promise<PracticeSummary> {
  const today = date ?? localDay(new Date(), (await findUserTimeZone(db, userId)) ?? 'UTC');
  const start = weekStart(today);
  return { ...(await summarize(db, userId, start, addDays(start, 7))), weekStart: start };
}
