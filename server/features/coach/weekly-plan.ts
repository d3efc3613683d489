import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HOUR_MS, localDay } from '#domain/shared/dates';
import { weeklyPlan } from '#domain/coach/rules';
import { enqueueJob } from '#server/jobs/job-repository';
import { planLimitsEnforced } from '#server/plans/plan-limits';
import { coachMembers, insertMessage } from './repository';
import { loadContext, type CoachDeps } from './service';

const PlanPayloadSchema = z.object({ userId: z.uuid(), week: z.string() });

/** Monday in the member's own zone (getUTCDay of the local date string). */
const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/**
 * Every hour, each member who uses the coach and whose local day is a Monday gets one job writing
 * that week's plan; the job key `coach-plan:<member>:<monday>` makes it once per member per week
 * across instances and retries. Members without Premium (while limits apply) get none.
 */
export function registerWeeklyPlans(app: FastifyInstance, deps: CoachDeps): void {
  app.jobs.every('coach.weekly-plans', 'maintenance', HOUR_MS, async (_payload, { now, db }) => {
    const premiumOnly = planLimitsEnforced(deps.config);
    const members = await coachMembers(db, { premiumOnly });
    for (const member of members) {
      const week = localDay(now, member.timeZone);
      if (!isMonday(week)) continue;
      await enqueueJob(db, {
        queue: 'coach.weekly-plan',
        payload: { userId: member.id, week },
        userId: member.id,
        key: `coach-plan:${member.id}:${week}`,
      });
    }
  });

  app.jobs.register('coach.weekly-plan', 'maintenance', async (payload, { now, db }) => {
    const { userId, week } = PlanPayloadSchema.parse(payload);
    const context = await loadContext({ ...deps, db }, userId, now);
    await insertMessage(db, deps.keys, {
      userId,
      role: 'coach',
      content: weeklyPlan(context),
      source: 'plan',
      day: week,
    });
  });
}
