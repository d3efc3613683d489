import type { FastifyBaseLogger } from 'fastify';
import { recurringSlot } from '#domain/shared/jobs';
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

type JobContext = { now: Date; jobId: string; attempt: number; db: Database };
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;
/** How one run of a job ended: done, failed with tries left, or failed for good. */
export type JobOutcome = 'done' | 'retry' | 'gave-up';

type Recurring = { queue: string; everyMs: number };

const PURGE_QUEUE = 'jobs.purge';
const BATCH = 20;

/**
 * Runs the shared job queue for one instance. Features register a handler per queue (and recurring
 * queues, which fire once per slot across all instances); `start` polls the database, `runDue` does
 * one pass on demand (tests drive it with a fixed clock). Execution is at least once: a job whose
 * worker dies after the side effect but before completion runs again when its lease expires, so
 * handlers whose effects must not repeat record them in the database (as reminders do).
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly recurring: Recurring[] = [];
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private stopped = false;
  private tracer: AppTracer | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => number = Date.now,
  ) {
    this.every(PURGE_QUEUE, 3_600_000, async (_payload, { now, db: database }) => {
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

  register(queue: string, handler: JobHandler): void {
    if (this.handlers.has(queue)) throw new Error(`Job queue ${queue} already has a handler`);
    this.handlers.set(queue, handler);
  }

  /** A queue that runs once per `everyMs` slot (aligned to the epoch), on whichever instance claims it. */
  every(queue: string, everyMs: number, handler: JobHandler): void {
    this.register(queue, handler);
    this.recurring.push({ queue, everyMs });
  }

  /** One pass: admits the current slot of each recurring queue, then runs every due job it can claim. */
  runDue(options: { now?: number } = {}): Promise<number> {
    // Passes never overlap on one instance; a caller arriving mid-pass waits for it, then runs its own.
    const previous = this.pass ?? Promise.resolve();
    const next = previous.then(() => this.onePass(options.now ?? this.clock()));
    // Kept only to order the passes: its caller gets a pass's error, and a copy that rejected with
    // nobody waiting on it would be an unhandled rejection, which ends the process (a pool with no
    // free connection for 2 s under load did exactly that).
    const over = next.then(
      () => undefined,
      () => undefined,
    );
    this.pass = over;
    void over.then(() => {
      if (this.pass === over) this.pass = null;
    });
    return next;
  }

  private async onePass(nowMs: number): Promise<number> {
    const now = new Date(nowMs);
    for (const { queue, everyMs } of this.recurring) {
      const slot = recurringSlot(nowMs, everyMs);
      await enqueueJob(this.db, {
        queue,
        payload: { slotStartsAt: new Date(slot.startsAt).toISOString() },
        key: `${queue}@${slot.index}`,
        runAt: new Date(slot.startsAt),
        maxAttempts: 3,
      });
    }
    let ran = 0;
    for (;;) {
      const claimed = await claimDueJobs(this.db, [...this.handlers.keys()], now, BATCH);
      for (const job of claimed) {
        const handler = this.handlers.get(job.queue);
        if (!handler) continue;
        const tracer = this.tracer;
        const span = tracer?.start(job.queue, 'internal', {
          'job.queue': job.queue,
          'job.id': job.id,
          'job.attempt': job.attempts,
        });
        const run = () => this.runOne(job, handler, now);
        const outcome = await (span && tracer ? tracer.within(span, run) : run());
        span?.setAttributes({ 'job.outcome': outcome.outcome });
        span?.end(outcome.error);
        ran += 1;
      }
      if (claimed.length < BATCH) return ran;
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

  /** Polls every `pollMs` until stopped; a failed pass (database down) is logged and retried. */
  start(pollMs = 1_000): void {
    this.stopped = false;
    const tick = async () => {
      try {
        await this.runDue();
      } catch (error) {
        this.log.warn({ err: error }, 'job pass failed');
      }
      if (!this.stopped) this.timer = setTimeout(() => void tick(), pollMs);
    };
    this.timer = setTimeout(() => void tick(), 0);
  }

  /** Stops polling and waits for the pass under way, so shutdown never cuts a job in half. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pass?.catch(() => undefined);
  }
}
