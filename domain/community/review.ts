import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/** One story in the admins' review queue (priority community, docs/plans.md). */
const ReviewItemSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    title: z.string(),
    content: z.string(),
    createdAt: z.string(),
    authorName: z.string(),
    /** The author's plan includes priority community (Pro, Premium). */
    priority: z.boolean(),
  }),
);
export const ReviewQueueSchema = schemaOnFirstUse(() => z.array(ReviewItemSchema));
export type ReviewItem = z.infer<typeof ReviewItemSchema>;
