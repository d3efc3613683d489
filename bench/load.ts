import autocannon, { type RawRequest } from 'autocannon';

export type LoadRequest = {
  method: 'GET' | 'PATCH' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** One measured endpoint: `next` builds each request, cycling through the pool's users. */
export type LoadTarget = {
  name: string;
  next: () => LoadRequest;
  /** Statuses that count as answers; anything else (and every socket error) is an error. */
  okStatuses: readonly number[];
};

export type LoadOptions = { connections: number; durationSeconds: number; warmupSeconds: number };

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  responses: number;
  statuses: Record<string, number>;
};

/** Responses of one or more load slices against one server, merged. */
class Tally {
  readonly latencies: number[] = [];
  readonly statuses: Record<string, number> = {};
  socketErrors = 0;
  seconds = 0;

  constructor(
    readonly url: string,
    readonly target: LoadTarget,
  ) {}

  async run(connections: number, seconds: number, record = true): Promise<void> {
    const instance = autocannon({
      url: this.url,
      connections,
      duration: seconds,
      timeout: 10,
      requests: [
        { setupRequest: (request: RawRequest): RawRequest => ({ ...request, ...this.target.next() }) },
      ],
    });
    if (record) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        this.latencies.push(responseTime);
        this.statuses[statusCode] = (this.statuses[statusCode] ?? 0) + 1;
      });
    }
    const result = await instance;
    // A slice in which requests went out and none came back means the endpoint stalls (a response
    // the client cannot parse, a lock): fail loudly instead of reporting a rate of zero.
    if (result.totalRequests > 0 && result.totalCompletedRequests === 0) {
      throw new Error(
        `${this.target.name}: ${result.totalRequests} requests sent, none answered in ${seconds} s`,
      );
    }
    if (!record) return;
    this.socketErrors += result.errors;
    this.seconds += result.duration;
  }

  result(name = this.target.name): LoadResult {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const percentile = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
    const unexpected = Object.entries(this.statuses)
      .filter(([status]) => !this.target.okStatuses.includes(Number(status)))
      .reduce((sum, [, count]) => sum + count, 0);
    return {
      name,
      requestsPerSecond: this.seconds > 0 ? sorted.length / this.seconds : 0,
      p50Ms: percentile(0.5),
      p99Ms: percentile(0.99),
      errors: unexpected + this.socketErrors,
      responses: sorted.length,
      statuses: { ...this.statuses },
    };
  }
}

const SLICE_SECONDS = 2;

export type PairedResult = { endpoint: LoadResult; baseline: LoadResult };

/**
 * Measures an endpoint against the baseline on a machine whose load drifts: after a warm-up (JIT,
 * pools, caches), endpoint and baseline alternate in 2-second slices (the baseline gets half the
 * endpoint's time), so both see the same background load and their ratio stays meaningful.
 */
export async function measurePaired(
  endpoint: { url: string; target: LoadTarget },
  baseline: { url: string; target: LoadTarget },
  options: LoadOptions,
): Promise<PairedResult> {
  const measured = new Tally(endpoint.url, endpoint.target);
  const yardstick = new Tally(baseline.url, baseline.target);
  if (options.warmupSeconds > 0) await measured.run(options.connections, options.warmupSeconds, false);
  const slices = Math.max(1, Math.round(options.durationSeconds / SLICE_SECONDS));
  const sliceSeconds = options.durationSeconds / slices;
  for (let slice = 0; slice < slices; slice += 1) {
    await measured.run(options.connections, sliceSeconds);
    await yardstick.run(options.connections, sliceSeconds / 2);
  }
  return {
    endpoint: measured.result(),
    baseline: yardstick.result(`baseline beside ${endpoint.target.name}`),
  };
}
