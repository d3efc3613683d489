import { request } from 'node:http';
import { seededUserEmail } from './seed/users';

export const SIGN_IN_LOAD_NAME = 'sign-in-load: GET /api/health and a hashed asset under wrong sign-ins';

/** Wrong sign-ins in flight at every moment of the phase. */
export const SIGN_IN_CONCURRENCY = 16;

/**
 * Loopback source addresses the sign-ins are sent from (127.0.0.2 onwards). The app counts failures
 * per address (30 per 15 minutes), so from one address only the first 30 would reach the password
 * hashing and the rest would answer 429 at once. Every 127.x.y.z address is the machine's own
 * (Linux routes the whole block to the loopback interface), so the connections really come from
 * these addresses; no X-Forwarded-For is sent, since the benchmark's app trusts no proxy.
 */
const SOURCE_ADDRESSES = Array.from(
  { length: 200 },
  (_, index) => `127.0.${Math.floor((index + 2) / 256)}.${(index + 2) % 256}`,
);

type LatencySummary = { samples: number; p50Ms: number; p99Ms: number; maxMs: number };

export type SignInLoadResult = {
  name: string;
  concurrency: number;
  /** Seconds the probes were sampled for, after the warm-up. */
  sampledSeconds: number;
  /** Distinct source addresses the sign-ins came from (1 when the machine cannot bind 127.0.0.2). */
  sourceAddresses: number;
  signIns: { answered: number; byStatus: Record<string, number>; socketErrors: number };
  health: LatencySummary;
  asset: LatencySummary & { path: string };
};

const nearestRank = (sorted: readonly number[], share: number) =>
  sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;

function summarize(times: number[]): LatencySummary {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50Ms: nearestRank(sorted, 0.5),
    p99Ms: nearestRank(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

/** One wrong sign-in as the sign-in page's form posts it, on a connection of its own; its status. */
function postWrongSignIn(appUrl: URL, email: string, localAddress: string | undefined): Promise<number> {
  const body = new URLSearchParams({ email, password: 'not the right password' }).toString();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: appUrl.hostname,
        port: appUrl.port,
        path: '/api/login',
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          // The origin check accepts only the app's own origin for a state-changing request.
          origin: appUrl.origin,
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/** Whether this machine can send from a second loopback address (Linux can; macOS only 127.0.0.1). */
async function canBindSecondLoopback(appUrl: URL): Promise<boolean> {
  try {
    await postWrongSignIn(appUrl, seededUserEmail(0), SOURCE_ADDRESSES[0]);
    return true;
  } catch {
    return false;
  }
}

/** GET of a path with its whole body read; the time it took, or throws on any status but 200. */
async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return elapsed;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 16 wrong sign-ins at every moment (each answered one is replaced at once), spread over the seeded
 * members' addresses and many source addresses so the attempt limits let them reach the password
 * hashing, while GET /api/health and GET of the app's hashed entry script are timed one request at a
 * time. Budget: both p99 < 200 ms (hashing runs on worker threads and never holds the event loop or
 * the thread pool that reads static files). 401 is a hashed wrong password; 429 an attempt limit;
 * 503 a full hashing queue: all are expected answers.
 */
export async function measureSignInLoad(options: {
  appUrl: string;
  assetPath: string;
  users: number;
  warmupSeconds: number;
  durationSeconds: number;
}): Promise<SignInLoadResult> {
  const appUrl = new URL(options.appUrl);
  const assetUrl = `${appUrl.origin}/${options.assetPath}`;
  // Warm the probes (connections, the file's first read) before anything is timed.
  await timedGet(`${appUrl.origin}/api/health`);
  await timedGet(assetUrl);
  const addresses = (await canBindSecondLoopback(appUrl)) ? SOURCE_ADDRESSES : [undefined];

  const byStatus: Record<string, number> = {};
  let socketErrors = 0;
  let attempt = 0;
  let running = true;
  const signInLoop = async () => {
    while (running) {
      const index = attempt++;
      // Consecutive attempts go to different members and different addresses: no pair reaches the
      // 10-per-account-and-address limit, and each address takes its 30 only after 30 rounds.
      const email = seededUserEmail(index % options.users);
      const address = addresses[index % addresses.length];
      try {
        const status = await postWrongSignIn(appUrl, email, address);
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      } catch {
        socketErrors += 1;
      }
    }
  };
  const signIns = Array.from({ length: SIGN_IN_CONCURRENCY }, signInLoop);

  const health: number[] = [];
  const asset: number[] = [];
  try {
    await pause(options.warmupSeconds * 1_000);
    const started = performance.now();
    while (performance.now() - started < options.durationSeconds * 1_000) {
      health.push(await timedGet(`${appUrl.origin}/api/health`));
      asset.push(await timedGet(assetUrl));
      // A sample, not a load of its own: the probes leave the CPUs to the sign-ins.
      await pause(10);
    }
  } finally {
    running = false;
    await Promise.all(signIns);
  }
  const answered = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  return {
    name: SIGN_IN_LOAD_NAME,
    concurrency: SIGN_IN_CONCURRENCY,
    sampledSeconds: options.durationSeconds,
    sourceAddresses: addresses.length,
    signIns: { answered, byStatus, socketErrors },
    health: summarize(health),
    asset: { ...summarize(asset), path: `/${options.assetPath}` },
  };
}
