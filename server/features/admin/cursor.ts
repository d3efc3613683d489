import { z } from 'zod';
import { badRequest } from '#server/http/errors';

/**
 * Keyset pages for the console's lists, newest first by (time, id). The time travels as the
 * database's own text (microseconds kept), so two rows in the same millisecond are never skipped.
 */
export type Position = { at: string; id: string };

const PositionSchema = z.object({
  at: z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?\+00$/),
  id: z.uuid(),
});

function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Position | null {
  if (cursor === undefined) return null;
  try {
    const parsed = PositionSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('cursor: not a page cursor from this list');
}

/** Cuts one extra row off a page read with `limit + 1`, and makes the cursor for the next page. */
export function paged<T extends { cursorAt: string; id: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
