import { z } from 'zod';

/**
 * A contract whose Zod schema is built the first time something parses with it, then kept (Zod's
 * own lazy schema, which caches what `build` returns). Building a schema is the costly part of Zod
 * in a browser: a module that built all of its contracts when it loads put that work on the first
 * render of every page importing it, even for the schemas of forms nobody opened
 * (docs/performance.md, "The signed-in dashboard"). The server and the client parse with the same
 * schema as before, so both still share one source of truth; only when it is built changes.
 *
 * Every exported object, array or union contract is made this way (a bare enum, literal or single
 * primitive costs no more to build than the lazy wrapper, so those stay plain). A schema made from
 * another one (`extend`, `pick`, `keyof`, a chained `min`) is made in its own build function from
 * `other.unwrap()`, which builds a fresh copy of the other's schema, so neither is built at load.
 */
// The annotation tells the bundler a call has no effect but its result: the client's chunks keep
// only the contracts their code uses.
/*#__NO_SIDE_EFFECTS__*/
export function schemaOnFirstUse<T extends z.ZodType>(build: () => T): z.ZodLazy<T> {
  return z.lazy(build);
}
