import { DAY_MS } from '#domain/shared/dates';
/** Pure rules of the background job queue (server/jobs/). */

/** How long a claimed job is leased to its worker; past it another instance may run the job again. */
export const JOB_LEASE_MS = 2 * 60_000;

/** Finished jobs (and their idempotency keys) are kept this long, then purged. */
export const JOB_RETENTION_MS = 30 * DAY_MS;

/**
 * Delay before retry number `attempt` (1 = after the first failure): exponential from 15 s, doubling,
 * capped at one hour, so a mail server that is down for a while is retried without being hammered.
 */
export function retryDelayMs(attempt: number): number {
  const base = 15_000 * 2 ** Math.max(0, attempt - 1);
  return Math.min(base, 3_600_000);
}

/**
 * The slot a recurring job belongs to at `nowMs`: slots are `everyMs` wide and aligned to the Unix
 * epoch, so every instance computes the same slot and the slot's key admits the job once.
 */
export function recurringSlot(nowMs: number, everyMs: number): { index: number; startsAt: number } {
  const index = Math.floor(nowMs / everyMs);
  return { index, startsAt: index * everyMs };
}

/**
 * The lanes of the job queue, each with the number of its jobs one instance runs at once. A queue
 * belongs to one lane and a lane claims only its own queues, so a slow kind of work (a webhook target
 * that trickles its answer) fills only its own lane: mail and reminders never
 * wait behind a delivery.
 */
export const JOB_LANE_NAMES = ['mail', 'reminders', 'webhooks', 'maintenance'] as const;
export type JobLane = (typeof JOB_LANE_NAMES)[number];

export const JOB_LANE_CONCURRENCY: Readonly<Record<JobLane, number>> = {
  /** Sign-in, reset and notification mail, and the jobs that prepare it. */
  mail: 2,
  /** Reminder ticks, sends and push deliveries. */
  reminders: 2,
  /** Webhook deliveries: each attempt ends by its deadline, so four slots keep them moving. */
  webhooks: 4,
  /** Purges, weekly coach plans and other work that can wait a while. */
  maintenance: 1,
};
