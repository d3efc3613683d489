/**
 * A value made the first time it is asked for, then kept. For Intl formatters at module level: the
 * first formatter a page creates loads locale data, a long task on a phone, and a module that made it
 * when it loads would put that task on the first render of every page importing it
 * (docs/performance.md, "The signed-in dashboard").
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
