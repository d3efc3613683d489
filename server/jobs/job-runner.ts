import type { FastifyBaseLogger } from 'fastify';
import { JOB_LANE_CONCURRENCY, JOB_LANE_NAMES, recurringSlot, type JobLane } from '#domain/shared/jobs';
import type { Database } from '#server/db/client';
import type { AppTracer } from '#server/tracing/app-tracer';
import {
  claimDueJobs,
  completeJob,
  enqueueJob,
  failJob,
  purgeFinishedJobs,
  type ClaimedJob,
} from './job-repository';
import { JobLaneWorker } from './job-lane';

type JobContext = { now: Date; jobId: string; attempt: number; db: Database };
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;
/** How one run of a job ended: done, failed with tries left, or failed for good. */
export type JobOutcome = 'done' | 'retry' | 'gave-up';

type Recurring = { queue: string; lane: JobLane; everyMs: number };

const PURGE_QUEUE = 'jobs.purge';

/**
 * Runs the shared job queue for one instance. Features register a handler per queue in a lane
 * (JOB_LANE_CONCURRENCY), and recurring queues, which fire once per slot across all instances; `start` polls the
 * database, each lane on its own, and `runDue` does one pass on demand (tests drive it with a fixed
 * clock). Execution is at least once: a job whose worker dies after the side effect but before
 * completion runs again when its lease expires, so handlers whose effects must not repeat record them
 * in the database (as reminders do).
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring: Recurring[] = [];
  private readonly lanes: JobLaneWorker[];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly ticks = new Set<Promise<void>>();
  private stopped = false;
  private tracer: AppTracer | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => number = Date.now,
  ) {
    this.lanes = JOB_LANE_NAMES.map(
      (name) =>
        new JobLaneWorker(
          name,
          JOB_LANE_CONCURRENCY[name],
          // Deliveries go to targets members choose: one member's slow ones take one slot at a time.
          name === 'webhooks',
          (queues, now, limit, exceptMembers) => claimDueJobs(this.db, queues, now, limit, exceptMembers),
          (job, now) => this.runClaimed(job, now),
        ),
    );
    this.every(PURGE_QUEUE, 'maintenance', 3_600_000, async (_payload, { now, db: database }) => {
      await purgeFinishedJobs(database, now);
    });
  }

  private readonly observers: Array<(queue: string, outcome: JobOutcome) => void> = [];

  /** Hears how each job run ended (the metrics count them per queue). */
  observe(observer: (queue: string, outcome: JobOutcome) => void): void {
    this.observers.push(observer);
  }

  private report(queue: string, outcome: JobOutcome): void {
    for (const observer of this.observers) observer(queue, outcome);
  }

  /** Runs each job inside a span named by its queue, ending with its outcome (tracing on). */
  trace(tracer: AppTracer): void {
    this.tracer = tracer;
  }

  register(queue: string, lane: JobLane, handler: JobHandler): void {
    if (this.handlers.has(queue)) throw new Error(`Job queue ${queue} already has a handler`);
    this.handlers.set(queue, handler);
    this.lane(lane).queues.add(queue);
  }

  /** A queue that runs once per `everyMs` slot (aligned to the epoch), on whichever instance claims it. */
  every(queue: string, lane: JobLane, everyMs: number, handler: JobHandler): void {
    this.register(queue, lane, handler);
    this.recurring.push({ queue, lane, everyMs });
  }

  private lane(name: JobLane): JobLaneWorker {
    const lane = this.lanes.find((candidate) => candidate.name === name);
    if (!lane) throw new Error(`No job lane ${name}`);
    return lane;
  }

  /**
   * One pass over every lane at once: admits the current slot of each recurring queue, then runs
   * every due job it can claim, each lane at its own concurrency, until none is left.
   */
  async runDue(options: { now?: number } = {}): Promise<number> {
    const nowMs = options.now ?? this.clock();
    const ran = await Promise.all(
      this.lanes.map(async (lane) => {
        await this.admitRecurring(lane.name, nowMs);
        return lane.drain(new Date(nowMs));
      }),
    );
    return ran.reduce((sum, count) => sum + count, 0);
  }

  private async admitRecurring(lane: JobLane, nowMs: number): Promise<void> {
    for (const { queue, everyMs } of this.recurring.filter((recurring) => recurring.lane === lane)) {
      const slot = recurringSlot(nowMs, everyMs);
      await enqueueJob(this.db, {
        queue,
        payload: { slotStartsAt: new Date(slot.startsAt).toISOString() },
        key: `${queue}@${slot.index}`,
        runAt: new Date(slot.startsAt),
        maxAttempts: 3,
      });
    }
  }

  /** Runs one claimed job in a span named by its queue; a failure to record the outcome is logged. */
  private async runClaimed(job: ClaimedJob, now: Date): Promise<void> {
    const handler = this.handlers.get(job.queue);
    if (!handler) return;
    const tracer = this.tracer;
    const span = tracer?.start(job.queue, 'internal', {
      'job.queue': job.queue,
      'job.id': job.id,
      'job.attempt': job.attempts,
    });
    const run = () => this.runOne(job, handler, now);
    try {
      const outcome = await (span && tracer ? tracer.within(span, run) : run());
      span?.setAttributes({ 'job.outcome': outcome.outcome });
      span?.end(outcome.error);
    } catch (error) {
      // The database went away between the job and its bookkeeping: the lease runs out and the job
      // is claimed again, as if this worker had died.
      span?.end(error instanceof Error ? error.message : String(error));
      this.log.warn({ err: error, queue: job.queue, jobId: job.id }, 'job outcome not recorded');
    }
  }

  private async runOne(
    job: ClaimedJob,
    handler: JobHandler,
    now: Date,
  ): Promise<{ outcome: JobOutcome; error?: string }> {
    try {
      await handler(job.payload, { now, jobId: job.id, attempt: job.attempts, db: this.db });
      await completeJob(this.db, job.id, now);
      this.report(job.queue, 'done');
      return { outcome: 'done' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await failJob(this.db, job, message, now);
      this.report(job.queue, outcome);
      this.log.warn(
        { queue: job.queue, jobId: job.id, attempt: job.attempts, outcome, err: message },
        'job failed',
      );
      return { outcome, error: message };
    }
  }

  /**
   * Polls every `pollMs` until stopped, each lane on its own timer: a lane whose slots are all taken
   * skips its turn while the others keep claiming. A failed poll (database down) is logged and retried.
   */
  start(pollMs = 1_000): void {
    this.stopped = false;
    for (const lane of this.lanes) {
      const tick = async () => {
        try {
          const nowMs = this.clock();
          await this.admitRecurring(lane.name, nowMs);
          await lane.fill(new Date(nowMs));
        } catch (error) {
          this.log.warn({ err: error, lane: lane.name }, 'job poll failed');
        }
        this.schedule(tick, pollMs);
      };
      this.schedule(tick, 0);
    }
  }

  private schedule(tick: () => Promise<void>, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const ticking = tick().finally(() => this.ticks.delete(ticking));
      this.ticks.add(ticking);
    }, delayMs);
    this.timers.add(timer);
  }

  /** Stops polling and waits for the jobs under way, so shutdown never cuts a job in half. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.ticks);
    await Promise.all(this.lanes.map((lane) => lane.settle()));
  }
}
