import type { PoolUser } from './targets';

export type FirstAnswerLatency = {
  name: string;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

const nearestRank = (sorted: readonly number[], share: number) =>
  sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;

/**
 * The latency of answers the app has to compute: one request at a time, each the first for its
 * member and URL, so nothing is replayed from the member's answers in memory. Used for the insights
 * of members with years of daily data (budget: p99 < 50 ms), which the load run, cycling through
 * the same members, would mostly answer from memory.
 */
export async function measureFirstAnswers(
  appUrl: string,
  name: string,
  members: readonly PoolUser[],
  paths: readonly string[],
): Promise<FirstAnswerLatency> {
  const first = members[0];
  // A warm-up on a member that is not measured: the app's first query plans and connections.
  if (first) for (const path of paths) await fetch(`${appUrl}${path}`, { headers: { cookie: first.cookie } });
  const times: number[] = [];
  for (const member of members.slice(1)) {
    for (const path of paths) {
      const started = performance.now();
      const response = await fetch(`${appUrl}${path}`, { headers: { cookie: member.cookie } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    }
  }
  times.sort((a, b) => a - b);
  return {
    name,
    samples: times.length,
    p50Ms: nearestRank(times, 0.5),
    p99Ms: nearestRank(times, 0.99),
    maxMs: times.at(-1) ?? Number.NaN,
  };
}
