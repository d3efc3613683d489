import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/**
 * The app's response serializer (the Zod schema checks the answer, then JSON), remembering the text
 * of each answer object: a route that hands out the same object again, because nothing it shows has
 * changed (an answer kept in memory, docs/performance.md), checks and writes it out only once.
 * Answers must not be mutated once sent; fresh objects are simply forgotten (WeakMap).
 */
export const memoizedSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (!(schema instanceof $ZodType)) throw new Error(`${route.url}: response schema is not a Zod schema`);
  const serialize = serializerCompiler({ ...route, schema });
  const texts = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    const known = texts.get(data);
    if (known !== undefined) return known;
    const text = serialize(data);
    texts.set(data, text);
    return text;
  };
};
