import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyWritesIn, unguardedWrites } from './history-writes';

const root = new URL('../../', import.meta.url).pathname;

function productionFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test(-kit)?\.tsx?$/.test(entry.name),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith('server/test-support/') && !path.startsWith('server/db/migrations/'));
}

describe('writes to the tables streaks read go through their guard', () => {
  it.each([
    ['raw insert', 'sql`insert into habit_completions (habit_id) values (1)`', ['habit_completions']],
    ['raw delete', 'sql`delete from practice_log where id = 1`', ['practice_log']],
    ['raw update', 'sql`update practice_days set earned = 0`', ['practice_days']],
    ['anchor set in SQL', 'sql`update habits set streak_anchor = null`', ['streak_anchor']],
    ['drizzle insert', 'db.insert(habitSkips).values(row)', ['habit_skips']],
    ['drizzle delete', 'tx.delete(habitCompletions).where(x)', ['habit_completions']],
    ['drizzle anchor', 'db.update(users).set({ practiceAnchor: null })', ['practice_anchor']],
    ['a read is no write', "sql`select 1 from habit_completions where streak_anchor->>'key' >= k`", []],
    ['a comparison is no write', 'sql`where practice_anchor == x`', []],
  ])('sees a %s', (_name, source, tables) => {
    expect(historyWritesIn(source)).toEqual(tables);
  });

  it('catches a write planted outside the guard, and lets the guard write its own tables', () => {
    const planted = 'await db.execute(sql`delete from habit_skips where habit_id = ${id}`);';
    expect(unguardedWrites('server/features/habits/skip-repository.ts', planted)).toEqual(['habit_skips']);
    expect(unguardedWrites('server/features/habits/history-repository.ts', planted)).toEqual([]);
    expect(unguardedWrites('server/practice/practice-log.ts', planted)).toEqual(['habit_skips']);
  });

  it('holds for every production file of the server', () => {
    const offenders = productionFiles('server')
      .map((path) => ({ path, tables: unguardedWrites(path, readFileSync(join(root, path), 'utf8')) }))
      .filter((file) => file.tables.length > 0);
    expect(offenders).toEqual([]);
  });
});
