import { z } from 'zod';
import { MEMBER_FIGURE_FLOOR, type PublicStats } from './landing';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * The server's response schema for GET /api/public-stats. Kept apart from domain/landing/landing.ts so the
 * landing page, which reads the body with parsePublicStats, does not pull Zod into its chunk.
 */
export const PublicStatsSchema = schemaOnFirstUse(
  () =>
    z.object({
      membersAtLeast: z.number().int().min(MEMBER_FIGURE_FLOOR).nullable(),
    }) satisfies z.ZodType<PublicStats>,
);
