import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { newRequestId } from './request-id';

afterEach(() => vi.unstubAllGlobals());

describe('newRequestId', () => {
  it('is a UUID that the server accepts, and differs each time', () => {
    const ids = new Set(Array.from({ length: 20 }, newRequestId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it('builds a v4 UUID where crypto.randomUUID is missing (plain-http origins)', () => {
    const secure = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => secure.getRandomValues(bytes) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
