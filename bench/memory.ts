import { readFileSync } from 'node:fs';

/** Resident set size figures of a process from /proc, in bytes (Linux only: undefined elsewhere). */
function readStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export type RssSampler = { peakBytes: () => number | undefined; stop: () => void };

/**
 * Tracks the peak resident memory of a process: the kernel's high-water mark (VmHWM) when it is
 * available, and the largest VmRSS seen every 250 ms as a fallback.
 */
export function sampleRss(pid: number): RssSampler {
  let sampled: number | undefined;
  const take = () => {
    const rss = readStatus(pid, 'VmRSS');
    if (rss !== undefined) sampled = Math.max(sampled ?? 0, rss);
  };
  take();
  const timer = setInterval(take, 250);
  timer.unref();
  return {
    peakBytes: () => {
      take();
      const highWater = readStatus(pid, 'VmHWM');
      if (highWater === undefined) return sampled;
      return Math.max(highWater, sampled ?? 0);
    },
    stop: () => clearInterval(timer),
  };
}
