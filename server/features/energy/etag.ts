/**
 * ETags for the polled latest reading. Readings never change once written, so the newest reading's
 * id fully identifies the answer ("none" when there is no reading yet).
 */
export const latestEtag = (readingId: string | null) => `"${readingId ?? 'none'}"`;

/** If-None-Match per RFC 9110: a list of tags, weak or strong (compared weakly), or "*". */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}
