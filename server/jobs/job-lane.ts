import type { JobLane } from '#domain/shared/jobs';
import type { ClaimedJob } from './job-repository';

type Claim = (queues: string[], now: Date, limit: number, exceptMembers: string[]) => Promise<ClaimedJob[]>;
/** Runs one claimed job to its end, recording the outcome; never rejects. */
type Run = (job: ClaimedJob, now: Date) => Promise<void>;

/**
 * One lane of the job queue on this instance: the queues of one kind of work, at most `concurrency`
 * of their jobs running at once. It claims only its own queues, so jobs that hang until their deadline
 * fill this lane's slots and no other's. With `onePerMember`, a member's jobs take one slot at a time
 * here, so one member's slow targets cannot hold every slot while other members' jobs wait.
 */
export class JobLaneWorker {
  readonly queues = new Set<string>();
  private readonly running = new Map<Promise<void>, string | null>();
  private claiming: Promise<unknown> = Promise.resolve();

  constructor(
    readonly name: JobLane,
    private readonly concurrency: number,
    private readonly onePerMember: boolean,
    private readonly claim: Claim,
    private readonly run: Run,
  ) {}

  /** Claims due jobs for the free slots and starts them; how many it started. Claims never overlap. */
  fill(now: Date): Promise<number> {
    const next = this.claiming.then(() => this.claimAndStart(now));
    this.claiming = next.catch(() => undefined);
    return next;
  }

  private async claimAndStart(now: Date): Promise<number> {
    const queues = [...this.queues];
    let started = 0;
    while (queues.length > 0 && this.running.size < this.concurrency) {
      const busy = [...this.running.values()].filter((member) => member !== null);
      const free = this.concurrency - this.running.size;
      // Claimed one at a time when members must be spread out, so a batch cannot hold two of one.
      const claimed = await this.claim(
        queues,
        now,
        this.onePerMember ? 1 : free,
        this.onePerMember ? busy : [],
      );
      for (const job of claimed) {
        const running: Promise<void> = this.run(job, now).finally(() => this.running.delete(running));
        this.running.set(running, job.userId);
      }
      started += claimed.length;
      if (!this.onePerMember || claimed.length === 0) break;
    }
    return started;
  }

  /** Runs every due job it can claim until none is left and all it started have ended. */
  async drain(now: Date): Promise<number> {
    let started = 0;
    for (;;) {
      started += await this.fill(now);
      if (this.running.size === 0) return started;
      await Promise.race(this.running.keys());
    }
  }

  /** Waits for the claim and the jobs under way (shutdown). */
  async settle(): Promise<void> {
    await this.claiming;
    await Promise.all(this.running.keys());
  }
}
