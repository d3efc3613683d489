/**
 * Bells on the session clock: interval bells every N minutes (never at 0 or at the very end, where
 * the start and end bells ring) and the script's own bells (ambient sessions).
 */

export const BELL_INTERVAL_MINUTES = { min: 0, max: 60 } as const;
export const BELL_INTERVAL_CHOICES = [0, 1, 2, 3, 5, 10, 15] as const;
export const SLEEP_TIMER_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60] as const;

/** How many bells fall in (fromSeconds, toSeconds]; a jump backwards or a long leap rings none. */
export function bellsDue(
  fromSeconds: number,
  toSeconds: number,
  options: { intervalMinutes: number; scriptBells: readonly number[]; durationSeconds: number },
): number {
  // Only ordinary tick steps ring: a seek or a sleeping tab catching up must not ring a pile of bells.
  if (toSeconds <= fromSeconds || toSeconds - fromSeconds > 5) return 0;
  const inside = (at: number) => at > fromSeconds && at <= toSeconds && at < options.durationSeconds;
  let count = options.scriptBells.filter(inside).length;
  const every = options.intervalMinutes * 60;
  if (every > 0) {
    const first = Math.floor(fromSeconds / every) + 1;
    for (let k = first; k * every <= toSeconds; k += 1) if (inside(k * every)) count += 1;
  }
  return Math.min(count, 1);
}
