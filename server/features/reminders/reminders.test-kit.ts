import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reminderSchedules } from '#server/db/schema/reminders';
import type { TestApp, TestUser } from '#server/test-support/test-app';
import type { TestDevice } from '#server/test-support/push-service';

/** Shared steps of the reminder tests: subscribe a device, run the queue, read a schedule. */
export async function subscribe(t: TestApp, user: TestUser, device: TestDevice) {
  const response = await t.as(user, {
    method: 'POST',
    url: '/api/push-subscriptions',
    payload: device.subscription,
  });
  if (response.statusCode !== 201) throw new Error(`subscribe failed: ${response.body}`);
}

/** Runs the queue until a pass does nothing more: tick -> send -> deliver are three passes. */
export async function drain(app: FastifyInstance, at: Date | string): Promise<void> {
  const now = new Date(at).getTime();
  for (let pass = 0; pass < 4; pass += 1) await app.jobs.runDue({ now });
}

export async function nextAtOf(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ nextAt: reminderSchedules.nextAt })
    .from(reminderSchedules)
    .where(eq(reminderSchedules.userId, userId));
  return rows.map((row) => row.nextAt.toISOString()).sort();
}
