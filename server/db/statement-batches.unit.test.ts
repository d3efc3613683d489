import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { BATCHES_IN_FLIGHT, MAX_BATCH_ITEMS, batchedStatement, takeBatch } from './statement-batches';

// The batcher only keys its queues by the handle; it never calls it.
const handle = () => ({}) as Database;

type Item = { key: string; value: number };

/** A write whose statements finish when the test says, recording each batch it was given. */
function controlledWrite(fail?: (items: readonly Item[]) => boolean) {
  const batches: Item[][] = [];
  const finish: Array<() => void> = [];
  const write = batchedStatement<Item, number>({
    keyOf: (item) => item.key,
    run: (_db, items) => {
      batches.push([...items]);
      return new Promise((resolve, reject) => {
        finish.push(() =>
          fail?.(items)
            ? reject(new Error('statement failed'))
            : resolve(items.map((item) => item.value * 10)),
        );
      });
    },
  });
  const finishAll = async () => {
    while (finish.length > 0) {
      finish.splice(0).forEach((done) => done());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { write, batches, finishAll };
}

describe('takeBatch', () => {
  it.each([
    { keys: [], batch: [], left: [] },
    { keys: ['a', 'b', 'c'], batch: ['a', 'b', 'c'], left: [] },
    { keys: ['a', 'a', 'b', 'a'], batch: ['a', 'b'], left: ['a', 'a'] },
    { keys: ['x', 'y', 'x', 'z', 'y'], batch: ['x', 'y', 'z'], left: ['x', 'y'] },
  ])('$keys → $batch, leaving $left', ({ keys, batch, left }) => {
    const waiting = keys.map((key, index) => ({ item: { key, index } }));
    const taken = takeBatch(waiting, (item) => item.key);
    expect(taken.map((entry) => entry.item.key)).toEqual(batch);
    expect(waiting.map((entry) => entry.item.key)).toEqual(left);
    // What is left keeps its order.
    const indexes = waiting.map((entry) => entry.item.index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it(`takes at most ${MAX_BATCH_ITEMS} items`, () => {
    const waiting = Array.from({ length: MAX_BATCH_ITEMS + 5 }, (_, index) => ({ item: `k${index}` }));
    expect(takeBatch(waiting, (item) => item)).toHaveLength(MAX_BATCH_ITEMS);
    expect(waiting).toHaveLength(5);
  });
});

describe('batchedStatement', () => {
  it('sends a lone write at once, and the writes arriving meanwhile together', async () => {
    const { write, batches, finishAll } = controlledWrite();
    const db = handle();
    const answers = Array.from({ length: 10 }, (_, value) => write(db, { key: `k${value}`, value }));
    // The first BATCHES_IN_FLIGHT writes left alone, at once; the rest wait for a statement to end.
    expect(batches.map((batch) => batch.length)).toEqual(Array(BATCHES_IN_FLIGHT).fill(1));
    await finishAll();
    expect(await Promise.all(answers)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(batches.map((batch) => batch.length)).toEqual([
      ...Array(BATCHES_IN_FLIGHT).fill(1),
      10 - BATCHES_IN_FLIGHT,
    ]);
  });

  it('never puts two writes with one key in a statement, and keeps their order', async () => {
    const { write, batches, finishAll } = controlledWrite();
    const db = handle();
    const blockers = Array.from({ length: BATCHES_IN_FLIGHT }, (_, index) =>
      write(db, { key: `busy${index}`, value: index }),
    );
    const same = [1, 2, 3].map((value) => write(db, { key: 'same', value }));
    await finishAll();
    await Promise.all([...blockers, ...same]);
    const withSame = batches.filter((batch) => batch.some((item) => item.key === 'same'));
    expect(withSame.map((batch) => batch.filter((item) => item.key === 'same').length)).toEqual([1, 1, 1]);
    expect(
      withSame
        .flat()
        .filter((item) => item.key === 'same')
        .map((item) => item.value),
    ).toEqual([1, 2, 3]);
  });

  it('runs each item of a failed statement alone, so only the bad one fails', async () => {
    const { write, batches, finishAll } = controlledWrite((items) => items.some((item) => item.value === 13));
    const db = handle();
    const blockers = Array.from({ length: BATCHES_IN_FLIGHT }, (_, index) =>
      write(db, { key: `busy${index}`, value: index }),
    );
    const answers = [11, 12, 13, 14].map((value) =>
      write(db, { key: `k${value}`, value }).catch(() => 'failed'),
    );
    await finishAll();
    await Promise.all(blockers);
    expect(await Promise.all(answers)).toEqual([110, 120, 'failed', 140]);
    expect(batches.map((batch) => batch.length)).toEqual([
      ...Array(BATCHES_IN_FLIGHT).fill(1),
      4,
      1,
      1,
      1,
      1,
    ]);
  });

  it('keeps one queue per database handle', async () => {
    const { write, batches, finishAll } = controlledWrite();
    const [first, second] = [handle(), handle()];
    const answers = [write(first, { key: 'a', value: 1 }), write(second, { key: 'a', value: 2 })];
    // Each handle has statements to spare, so both go at once, each alone.
    expect(batches).toEqual([[{ key: 'a', value: 1 }], [{ key: 'a', value: 2 }]]);
    await finishAll();
    expect(await Promise.all(answers)).toEqual([10, 20]);
  });
});
