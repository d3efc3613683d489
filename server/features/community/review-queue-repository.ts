import { asc, desc, eq, and, sql } from 'drizzle-orm';
import { authorDisplayName } from '#domain/community/community';
import { planAllows } from '#domain/plans/plans';
import type { ReviewItem } from '#domain/community/review';
import type { Database } from '#server/db/client';
import { stories } from '#server/db/schema/community';
import { users } from '#server/db/schema/users';
import { effectivePlanSql } from '#server/plans/effective-plan';

const QUEUE_SIZE = 50;
/** Plans whose members have priority community (domain/plans/plans.ts), as SQL for the sort. */
const priorityPlans = (['free', 'pro', 'premium'] as const).filter((plan) =>
  planAllows(plan, 'priorityCommunity'),
);

/**
 * Priority community: the admins' review queue of public stories not yet verified nor hidden,
 * stories by members with priority community first, then oldest first. Verified stories lead the
 * community list, so being reviewed first means being shown higher sooner.
 */
export async function reviewQueue(db: Database): Promise<ReviewItem[]> {
  const priority = sql<boolean>`${effectivePlanSql} in (${sql.join(
    priorityPlans.map((plan) => sql`${plan}`),
    sql`, `,
  )})`.mapWith(Boolean);
  const rows = await db
    .select({
      id: stories.id,
      title: stories.title,
      content: stories.content,
      createdAt: stories.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      priority,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(and(eq(stories.isPublic, true), eq(stories.isVerified, false), eq(stories.isHidden, false)))
    .orderBy(desc(priority), asc(stories.createdAt))
    .limit(QUEUE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    authorName: authorDisplayName(row.firstName, row.lastName),
    priority: row.priority,
  }));
}
