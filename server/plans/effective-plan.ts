import { sql, type SQL } from 'drizzle-orm';
import type { PlanId } from '#domain/plans/plans';
import { users } from '#server/db/schema/users';

/**
 * The plan in effect, in SQL: the higher of the plan the team gave by hand (while it lasts) and the
 * Stripe subscription's (users.plan). Comps are only ever pro or premium, so premium always wins and
 * pro wins over free.
 */
export const effectivePlanSql: SQL<PlanId> = sql<PlanId>`case
  when ${users.compPlan} is not null
    and (${users.compUntil} is null or ${users.compUntil} > now())
    and (${users.compPlan} = 'premium' or ${users.plan} = 'free')
  then ${users.compPlan} else ${users.plan} end`;
