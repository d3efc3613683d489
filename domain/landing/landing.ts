/**
 * The landing page's community figure (docs/landing.md, "The member figure"): the real number of
 * members, rounded DOWN to the last mark of a 1 - 2.5 - 5 ladder (1,000+, 2,500+, 5,000+, 10,000+,
 * 25,000+, 50,000+, 100,000+ ...), so the claim is always true and changes rarely. Below the first
 * mark there is no figure at all.
 *
 * Deliberately free of Zod: the landing page reads it, and signed-out visitors download no Zod.
 */

/** The smallest membership the landing page puts a number on. */
export const MEMBER_FIGURE_FLOOR = 1_000;

/** Steps within each power of ten. */
const LADDER_STEPS = [1, 2.5, 5] as const;

/** The largest ladder mark at or below `members`, or null below MEMBER_FIGURE_FLOOR. */
export function memberFigure(members: number): number | null {
  if (!Number.isFinite(members) || members < MEMBER_FIGURE_FLOOR) return null;
  let figure = MEMBER_FIGURE_FLOOR;
  for (let decade = MEMBER_FIGURE_FLOOR; decade <= members; decade *= 10)
    for (const step of LADDER_STEPS) if (decade * step <= members) figure = decade * step;
  return figure;
}

/** "10,000+" */
export const formatMemberFigure = (figure: number): string => `${figure.toLocaleString('en-US')}+`;

/** GET /api/public-stats: what a signed-out visitor may know, already rounded (never the exact count). */
export type PublicStats = { membersAtLeast: number | null };

/** Reads the endpoint's body by hand (no Zod on the landing); anything unexpected is "no figure". */
export function parsePublicStats(body: unknown): PublicStats {
  const value = body && typeof body === 'object' && 'membersAtLeast' in body ? body.membersAtLeast : null;
  return { membersAtLeast: typeof value === 'number' && value >= MEMBER_FIGURE_FLOOR ? value : null };
}

/** How long each server instance reuses its count of members before counting again. */
export const PUBLIC_STATS_MAX_AGE_SECONDS = 300;
