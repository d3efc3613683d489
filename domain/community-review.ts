import { z } from 'zod';
import { schemaOnFirstUse } from './schema-on-first-use';

/** One story in the moderators' review queue (priority community, docs/plans.md). */
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
