import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

async function apply(db: PGlite, tag: string) {
  const sql = readFileSync(path.join(migrations, `${tag}.sql`), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
}

describe('the onboarding migration', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('stores every account that existed before it as onboarded, and leaves new ones pending', async () => {
    const index = journal.entries.findIndex((entry) => entry.tag.endsWith('_member_onboarding'));
    expect(index).toBeGreaterThan(0);
    for (const entry of journal.entries.slice(0, index)) await apply(db, entry.tag);
    await db.exec(`INSERT INTO users (email) VALUES ('before@example.com'), ('also-before@example.com')`);

    await apply(db, journal.entries[index]!.tag);
    await db.exec(`INSERT INTO users (email) VALUES ('after@example.com')`);

    const rows = await db.query<{ email: string; state: string | null; completed: boolean }>(
      `SELECT u.email, o.state, o.completed_at IS NOT NULL AS completed
         FROM users u LEFT JOIN member_onboarding o ON o.user_id = u.id ORDER BY u.email`,
    );
    expect(rows.rows).toEqual([
      { email: 'after@example.com', state: null, completed: false },
      { email: 'also-before@example.com', state: 'completed', completed: true },
      { email: 'before@example.com', state: 'completed', completed: true },
    ]);
    // A fresh PGlite and twenty-odd migrations take a while on a busy machine.
  }, 180_000);
});
