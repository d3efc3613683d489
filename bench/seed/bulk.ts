import type { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '#server/db/client';
import { encodeCopyRows, type CopyRows } from './copy-rows';

/**
 * Writes the seed's rows with COPY, behind the code that builds them. Rows are encoded at once and
 * gathered per table until there are `copyBytes` of them, so a statement (and its commit) carries
 * thousands of rows however small the seeders' batches; statements run one at a time while the
 * seeders build the next rows (the database and this process each have a CPU). Only when more than
 * `maxQueuedBytes` wait to be sent does `write` wait too, so memory stays bounded.
 */
export type BulkWriter = {
  /** Queues rows of one Drizzle table. A failed COPY rejects this (or the next) call. */
  write: <T extends PgTable>(table: T, rows: ReadonlyArray<T['$inferInsert']>) => Promise<void>;
  /**
   * Sends everything gathered, tables in the order their first waiting rows came, and resolves when
   * all is committed: call it before writing rows that refer to earlier ones through a foreign key.
   */
  flush: () => Promise<void>;
};

type Limits = { copyBytes: number; maxQueuedBytes: number };
const DEFAULT_LIMITS: Limits = { copyBytes: 8 << 20, maxQueuedBytes: 64 << 20 };

export function bulkWriter(database: DatabaseHandle, limits: Limits = DEFAULT_LIMITS): BulkWriter {
  // Keyed by table and columns: rows of one table may name different columns (the rest take defaults).
  const gathering = new Map<string, CopyRows>();
  let queuedBytes = 0;
  let tail: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | null = null;
  const waiting: Array<() => void> = [];

  // After a failure nothing more is sent; the error surfaces at the next write or the flush.
  const send = async (copy: CopyRows) => {
    try {
      if (!failure) await database.copyIn(copy.table, copy.columns, copy.chunks);
    } catch (error) {
      failure = { error };
    } finally {
      queuedBytes -= copy.bytes;
      while (waiting.length > 0 && (failure || queuedBytes <= limits.maxQueuedBytes)) waiting.shift()?.();
    }
  };
  const enqueue = (key: string, copy: CopyRows) => {
    gathering.delete(key);
    queuedBytes += copy.bytes;
    tail = tail.then(() => send(copy));
  };
  const rethrow = () => {
    if (failure) throw failure.error;
  };

  return {
    async write(table, rows) {
      rethrow();
      const copy = encodeCopyRows(table, rows);
      if (!copy) return;
      const key = `${copy.table}(${copy.columns.join()})`;
      const pending = gathering.get(key);
      if (pending) {
        pending.chunks.push(...copy.chunks);
        pending.bytes += copy.bytes;
      } else gathering.set(key, copy);
      const gathered = pending ?? copy;
      if (gathered.bytes >= limits.copyBytes) enqueue(key, gathered);
      if (queuedBytes > limits.maxQueuedBytes) await new Promise<void>((resolve) => waiting.push(resolve));
      rethrow();
    },
    async flush() {
      for (const [key, copy] of gathering) enqueue(key, copy);
      await tail;
      rethrow();
    },
  };
}
