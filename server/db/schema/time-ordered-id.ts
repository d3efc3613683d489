import { sql } from 'drizzle-orm';
import { uuid } from 'drizzle-orm/pg-core';

/**
 * A primary key for rows the hot writes insert all day (habit completions, practice-log rows, the
 * day's rituals): a UUID version 7 made by the database (`time_ordered_uuid()`, created by migration
 * 0020), whose first 48 bits are the Unix time in milliseconds and the rest random. New keys land at
 * the right-hand end of their indexes, so an insert touches pages that are already in memory; a
 * random key (version 4) touches a random page of an index that, on a large database, is far bigger
 * than PostgreSQL's buffers (docs/performance.md, "Keys that arrive in order").
 */
export const timeOrderedId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`time_ordered_uuid()`);
