import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkWriter } from '#bench/seed/bulk';
import type { DatabaseHandle } from '#server/db/client';
import { stories } from '#server/db/schema/community';
import { users } from '#server/db/schema/users';
import { openTestDatabase } from '#server/test-support/test-database';

/** The benchmark seed's bulk path: rows of Drizzle tables written with COPY, on both drivers. */
describe('bulk load with COPY', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('stores every value as an INSERT through Drizzle would, and defaults for the columns left out', async () => {
    const bulk = bulkWriter(database);
    const userId = crypto.randomUUID();
    await bulk.write(users, [
      { id: userId, email: 'copy@example.com', firstName: 'Tab\there', lastName: null },
    ]);
    const createdAt = new Date('2026-11-20T07:31:05.123Z');
    await bulk.write(stories, [
      {
        userId,
        title: 'Back\\slash and "quotes"',
        content: 'Line one\nline two\r\nthe end',
        manifestationType: 'wealth',
        amountAchieved: 125_000,
        techniques: ['Energy Work', 'a "quoted", one', 'back\\slash'],
        createdAt,
        updatedAt: createdAt,
      },
    ]);
    await bulk.flush();

    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ firstName: 'Tab\there', lastName: null, timeZone: 'UTC', experience: 0 });
    const [story] = await database.db.select().from(stories).where(eq(stories.userId, userId));
    expect(story).toMatchObject({
      title: 'Back\\slash and "quotes"',
      content: 'Line one\nline two\r\nthe end',
      amountAchieved: 125_000,
      timeframe: null,
      techniques: ['Energy Work', 'a "quoted", one', 'back\\slash'],
      isPublic: true,
      likesCount: 0,
      createdAt,
    });
  });

  it('rejects a failed COPY at the flush, and the database takes the next one', async () => {
    const failing = bulkWriter(database);
    await failing.write(users, [{ id: crypto.randomUUID(), email: 'copy@example.com' }]);
    await expect(failing.flush()).rejects.toThrow(/duplicate key/);

    const next = bulkWriter(database);
    const userId = crypto.randomUUID();
    await next.write(users, [{ id: userId, email: 'copy-2@example.com' }]);
    await next.flush();
    const found = await database.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    expect(found).toEqual([{ id: userId }]);
  });
});
