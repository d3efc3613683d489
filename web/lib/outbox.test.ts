import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { OutboxEntry } from './outbox-store';

// The outbox's logic over an in-memory store (IndexedDB itself is the browser's; the journey
// e2e/offline.test.ts runs the real one).
const stored = new Map<string, OutboxEntry>();
vi.mock('./outbox-store', () => ({
  putEntry: async (entry: OutboxEntry) => void stored.set(entry.requestId, entry),
  deleteEntry: async (requestId: string) => void stored.delete(requestId),
  allEntries: async () => [...stored.values()].sort((a, b) => a.queuedAt - b.queuedAt),
}));

const { dropOwnWrites, flushOutbox, sendOrQueue, setOutboxOwner, waitingCount } = await import('./outbox');

const Schema = z.object({ id: z.string() });
const ids = { a: '00000000-0000-4000-8000-00000000000a', b: '00000000-0000-4000-8000-00000000000b' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let online = true;
beforeEach(() => {
  stored.clear();
  online = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  setOutboxOwner('ann');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOutboxOwner(null);
});

describe('sendOrQueue', () => {
  it('sends at once when online and answers the server’s resource', async () => {
    const fetchMock = vi.fn(async () => json(201, { id: 'r1' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendOrQueue('/api/x', { requestId: ids.a }, Schema, 'Your x')).toEqual({
      queued: false,
      data: { id: 'r1' },
    });
    expect(stored.size).toBe(0);
  });

  it('keeps the write when offline, without trying the network', async () => {
    online = false;
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendOrQueue('/api/x', { requestId: ids.a, n: 1 }, Schema, 'Your x')).toEqual({
      queued: true,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored.get(ids.a)).toMatchObject({
      owner: 'ann',
      url: '/api/x',
      body: { requestId: ids.a, n: 1 },
    });
  });

  it('keeps the write when the request never reaches the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendOrQueue('/api/x', { requestId: ids.a }, Schema, 'Your x')).toEqual({ queued: true });
    expect(await waitingCount()).toBe(1);
  });

  it('passes a refusal from the server on, keeping nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { message: 'title: too long' })),
    );
    await expect(sendOrQueue('/api/x', { requestId: ids.a }, Schema, 'Your x')).rejects.toThrow(
      'title: too long',
    );
    expect(stored.size).toBe(0);
  });
});

describe('flushOutbox', () => {
  const queue = (requestId: string, queuedAt: number, owner = 'ann') =>
    stored.set(requestId, {
      requestId,
      owner,
      url: `/api/${requestId}`,
      body: { requestId },
      label: 'Your x',
      queuedAt,
    });

  it('sends the member’s writes oldest first, once each, and empties the outbox', async () => {
    queue(ids.b, 2);
    queue(ids.a, 1);
    const fetchMock = vi.fn(async (_url: string) => json(201, {}));
    vi.stubGlobal('fetch', fetchMock);
    const result = await flushOutbox();
    expect(result.sent).toEqual([`/api/${ids.a}`, `/api/${ids.b}`]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/api/${ids.a}`, `/api/${ids.b}`]);
    expect(stored.size).toBe(0);
    expect((await flushOutbox()).sent).toEqual([]);
  });

  it.each([
    ['the network fails again', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the session has ended', async () => json(401, { message: 'Sign in' })],
    ['the server fails', async () => json(503, { message: 'Unavailable' })],
  ])('keeps every write when %s', async (_case, answer) => {
    queue(ids.a, 1);
    queue(ids.b, 2);
    const fetchMock = vi.fn(answer);
    vi.stubGlobal('fetch', fetchMock);
    expect(await flushOutbox()).toEqual({ sent: [], refused: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stored.size).toBe(2);
  });

  it('drops a write the server refuses, with its reason, and goes on', async () => {
    queue(ids.a, 1);
    queue(ids.b, 2);
    const answers = [json(400, { message: 'date: Rituals can only be added for today.' }), json(201, {})];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()),
    );
    const result = await flushOutbox();
    expect(result.refused).toEqual([
      {
        entry: expect.objectContaining({ requestId: ids.a }),
        message: 'date: Rituals can only be added for today.',
      },
    ]);
    expect(result.sent).toEqual([`/api/${ids.b}`]);
    expect(stored.size).toBe(0);
  });

  it('never sends another member’s writes, and drops only the member’s own on account deletion', async () => {
    queue(ids.a, 1, 'ben');
    queue(ids.b, 2);
    const fetchMock = vi.fn(async (_url: string) => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    await flushOutbox();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/api/${ids.b}`]);
    expect(await waitingCount()).toBe(1);
    await dropOwnWrites();
    expect([...stored.keys()]).toEqual([ids.a]);
  });
});
