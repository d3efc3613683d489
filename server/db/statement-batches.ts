import type { Database } from './client';

/**
 * A statement sent as one item of a batch: `run` applies (or reads) every item in one statement
 * and answers one result per item, in the items' order.
 */
export type BatchedStatementOptions<Item, Result> = {
  /**
   * Items with the same key never share a statement (a statement sees one snapshot, so two changes
   * to the same rows in it could not follow each other); a later one waits for the next batch.
   * Reads, which cannot conflict, key each item by what it reads.
   */
  keyOf: (item: Item) => string;
  run: (db: Database, items: readonly Item[]) => Promise<readonly Result[]>;
};

/** Most items in one statement: the arrays stay small and one slow batch holds few requests. */
export const MAX_BATCH_ITEMS = 64;

/**
 * Statements of one kind running at once per database handle. While they run, new items queue and
 * leave together as the next statement: the busier the instance, the bigger its batches, and a
 * quiet instance sends each item at once, with no added wait. One did best once a batch's statement
 * cost grew with its items and no faster (docs/performance.md, "Hot writes").
 */
export const BATCHES_IN_FLIGHT = 1;

type Waiting<Item, Result> = {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
};

type Queue<Item, Result> = { waiting: Array<Waiting<Item, Result>>; inFlight: number };

/**
 * Group commit for a hot write (or a hot read): the concurrent requests of one kind go to the
 * database as one statement, so they share its round trip, planning and, for a write, its commit
 * (one flush of the log to disk) instead of each paying for its own. Every caller still waits for
 * the commit that holds its item, so an answer is never given for a write that could still be lost.
 *
 * When a statement of several items fails, each of its items runs again alone, so one bad item
 * (a row deleted meanwhile, say) fails only its own request.
 */
export function batchedStatement<Item, Result>(
  options: BatchedStatementOptions<Item, Result>,
): (db: Database, item: Item) => Promise<Result> {
  // One queue per database handle (an app, or a test's app), forgotten with it.
  const queues = new WeakMap<Database, Queue<Item, Result>>();

  const runAlone = async (db: Database, item: Item): Promise<Result> => {
    const [result] = await options.run(db, [item]);
    if (result === undefined) throw new Error('a batched statement answered no result for its item');
    return result;
  };

  const settle = async (db: Database, batch: Array<Waiting<Item, Result>>): Promise<void> => {
    if (batch.length === 1) {
      const [only] = batch as [Waiting<Item, Result>];
      await runAlone(db, only.item).then(only.resolve, only.reject);
      return;
    }
    let results: readonly Result[];
    try {
      results = await options.run(
        db,
        batch.map((waiting) => waiting.item),
      );
    } catch {
      await Promise.all(
        batch.map((waiting) => runAlone(db, waiting.item).then(waiting.resolve, waiting.reject)),
      );
      return;
    }
    batch.forEach((waiting, index) => {
      const result = results[index];
      if (result === undefined) waiting.reject(new Error('a batched statement answered too few results'));
      else waiting.resolve(result);
    });
  };

  const drain = (db: Database, queue: Queue<Item, Result>): void => {
    while (queue.inFlight < BATCHES_IN_FLIGHT && queue.waiting.length > 0) {
      const batch = takeBatch(queue.waiting, options.keyOf);
      queue.inFlight += 1;
      void settle(db, batch).finally(() => {
        queue.inFlight -= 1;
        drain(db, queue);
      });
    }
  };

  return (db, item) =>
    new Promise<Result>((resolve, reject) => {
      let queue = queues.get(db);
      if (!queue) {
        queue = { waiting: [], inFlight: 0 };
        queues.set(db, queue);
      }
      queue.waiting.push({ item, resolve, reject });
      drain(db, queue);
    });
}

/**
 * Takes the next batch off the front of `waiting`, in order: at most MAX_BATCH_ITEMS items, no two
 * with one key. What it leaves keeps its order, so one key's writes still run in the order sent.
 */
export function takeBatch<T extends { item: unknown }>(
  waiting: T[],
  keyOf: (item: T['item']) => string,
): T[] {
  const batch: T[] = [];
  const keys = new Set<string>();
  const left: T[] = [];
  for (const entry of waiting) {
    const key = keyOf(entry.item);
    if (batch.length < MAX_BATCH_ITEMS && !keys.has(key)) {
      batch.push(entry);
      keys.add(key);
    } else left.push(entry);
  }
  waiting.splice(0, waiting.length, ...left);
  return batch;
}
