import { z } from 'zod';

/** One story in the moderators' review queue (priority community, docs/plans.md). */
export const ReviewItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  authorName: z.string(),
  /** The author's plan includes priority community (Pro, Premium). */
  priority: z.boolean(),
});
export const ReviewQueueSchema = z.array(ReviewItemSchema);
export type ReviewItem = z.infer<typeof ReviewItemSchema>;
