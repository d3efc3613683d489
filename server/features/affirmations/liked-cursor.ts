import { z } from 'zod';
import { badRequest } from '#server/http/errors';

/** Where a page of liked lines ended, in the list's sort key (likedAt, id), both descending. */
export type LikedPosition = { likedAt: string; id: string };

const PositionSchema = z.object({
  t: z.iso.datetime().refine((value) => Number(value.slice(0, 4)) >= 1970),
  i: z.uuid(),
});

/** An opaque page cursor: the client passes it back and never looks inside. */
export const encodeLikedCursor = (position: LikedPosition): string =>
  Buffer.from(JSON.stringify({ t: position.likedAt, i: position.id })).toString('base64url');

export function decodeLikedCursor(cursor: string): LikedPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('querystring cursor: invalid page cursor');
  }
  const result = PositionSchema.safeParse(parsed);
  if (!result.success) throw badRequest('querystring cursor: invalid page cursor');
  return { likedAt: result.data.t, id: result.data.i };
}
