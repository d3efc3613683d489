import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemaOnFirstUse } from './schema-on-first-use';

describe('schemaOnFirstUse', () => {
  it('builds nothing when made or embedded, then builds the schema once', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(1) }).strict());
    const schema = schemaOnFirstUse(build);
    const list = z.object({ items: z.array(schema) });
    expect(build).not.toHaveBeenCalled();
    expect(list.parse({ items: [{ name: 'a' }, { name: 'b' }] })).toEqual({
      items: [{ name: 'a' }, { name: 'b' }],
    });
    expect(schema.parse({ name: 'c' })).toEqual({ name: 'c' });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('refuses what the built schema refuses, with the same issues', () => {
    const eager = z.object({ name: z.string().min(1, 'Enter a name.') }).strict();
    const lazy = schemaOnFirstUse(() => z.object({ name: z.string().min(1, 'Enter a name.') }).strict());
    for (const input of [{ name: '' }, { name: 'a', extra: 1 }, null]) {
      expect(lazy.safeParse(input).error?.issues).toEqual(eager.safeParse(input).error?.issues);
    }
  });

  it('keeps a field optional or defaulted as its built schema says', () => {
    const inner = schemaOnFirstUse(() => z.string().optional().default('none'));
    expect(z.object({ note: inner }).parse({})).toEqual({ note: 'none' });
  });
});
