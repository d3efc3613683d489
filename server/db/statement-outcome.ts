/** A driver's statement call: node-postgres's client.query, PGlite's query and exec. */
export type Send = (...args: unknown[]) => unknown;

/** How one statement ended: with its error, or with none when it answered. */
export type StatementEnded = (error?: unknown) => void;

/** A statement's text; none for a submittable (COPY streams), which runs on its own schedule. */
export function statementText(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (typeof config !== 'object' || config === null) return undefined;
  if (typeof (config as { submit?: unknown }).submit === 'function') return undefined;
  const text = (config as { text?: unknown }).text;
  return typeof text === 'string' ? text : undefined;
}

/**
 * Wraps `send` so `watch` sees each statement's arguments as it is sent and may hand back a function
 * told how it ended (tracing times it, broken-connections.ts acts on its failure). A statement
 * `watch` hands nothing back for is sent untouched.
 */
export function onStatementEnd(send: Send, watch: (args: unknown[]) => StatementEnded | undefined): Send {
  return (...args) => {
    const ended = watch(args);
    if (!ended) return send(...args);
    const last = args.length - 1;
    const callback = args[last];
    // pg's pool.query hands its client a callback; everything else awaits the returned promise.
    if (typeof callback === 'function') {
      args[last] = (error: unknown, ...rest: unknown[]) => {
        ended(error ?? undefined);
        return (callback as Send)(error, ...rest);
      };
      return send(...args);
    }
    try {
      return (send(...args) as Promise<unknown>).then(
        (result) => (ended(), result),
        (error: unknown) => {
          ended(error);
          throw error;
        },
      );
    } catch (error) {
      ended(error);
      throw error;
    }
  };
}
