import { z } from 'zod';
import { badRequest } from '#server/http/errors';

/** Where a page ended, in the list's sort key (verified, likes, created, id). */
export type StoryPosition = { isVerified: boolean; likes: number; createdAt: string; id: string };

// Bounded to what the columns hold (likes_count is a 4-byte integer; timestamps from 1970 to 9999),
// so a forged cursor is a 400 instead of a database range error.
const PositionSchema = z.object({
  v: z.boolean(),
  l: z.number().int().min(0).max(2_147_483_647),
  // ISO datetimes carry a four-digit year, so only the lower bound needs checking.
  c: z.iso.datetime().refine((value) => Number(value.slice(0, 4)) >= 1970),
  i: z.uuid(),
});

/** An opaque page cursor: the client passes it back and never looks inside. */
export function encodeCursor(position: StoryPosition): string {
  const json = JSON.stringify({
    v: position.isVerified,
    l: position.likes,
    c: position.createdAt,
    i: position.id,
  });
  return Buffer.from(json).toString('base64url');
}

export function decodeCursor(cursor: string): StoryPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('querystring cursor: invalid page cursor');
  }
  const result = PositionSchema.safeParse(parsed);
  if (!result.success) throw badRequest('querystring cursor: invalid page cursor');
  const { v, l, c, i } = result.data;
  return { isVerified: v, likes: l, createdAt: c, id: i };
}
