import { z } from 'zod';
import { badRequest } from '#server/http/errors';

/** Where a page ended, in the list's sort key (verified, likes, created, id). */
export type StoryPosition = { isVerified: boolean; likes: number; createdAt: string; id: string };

const PositionSchema = z.object({
  v: z.boolean(),
  l: z.number().int(),
  c: z.iso.datetime(),
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
