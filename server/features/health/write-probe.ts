import type { Database } from '#server/db/client';
import { storageProblemOf, type StorageProblem } from '#server/db/storage-errors';
import { databaseAnswers, touchProbeRow } from './repository';

/** Whether the database answers at all: the health check's first question. */
export const databaseReachable = (db: Database): Promise<boolean> => databaseAnswers(db);

/** How often the health check writes: health is polled often, a write each time would be waste. */
export const WRITE_PROBE_EVERY_MS = 10_000;

export type WriteProbe = { check: () => Promise<StorageProblem | null> };

/**
 * Whether the database can still write: a one-row upsert, at most every WRITE_PROBE_EVERY_MS. Only
 * a full or read-only disk counts; any other failure (the database gone) is the ping's to report.
 * Once there is an answer, a due write runs in the background and health reads the last answer
 * meanwhile: a write caught on a connection that was just cut can wait for its statement timeout,
 * and health must not wait with it (the ping says whether the database answers now).
 */
export function writeProbe(db: Database, clock: () => number = Date.now): WriteProbe {
  let last: { at: number; problem: StorageProblem | null } | null = null;
  let running: Promise<StorageProblem | null> | null = null;
  const write = async () => {
    try {
      await touchProbeRow(db, new Date(clock()));
      return null;
    } catch (error) {
      return storageProblemOf(error);
    }
  };
  return {
    check: async () => {
      if (last && clock() - last.at < WRITE_PROBE_EVERY_MS) return last.problem;
      running ??= write().then((problem) => {
        last = { at: clock(), problem };
        running = null;
        return problem;
      });
      return last ? last.problem : running;
    },
  };
}
