import type { z } from 'zod';
import { ApiError, apiRequest, NETWORK_MESSAGES } from './api-client';
import { allEntries, deleteEntry, putEntry, type OutboxEntry } from './outbox-store';

/**
 * Creates that can wait for the network (docs/offline.md). Offline, or when the request never
 * reaches the server, the create is kept in the outbox (IndexedDB) and sent once the device is back
 * online, by this tab or the next one opened. Every such create carries a requestId, so a send that
 * is repeated (two tabs, a tab closed mid-send) still makes one row on the server.
 */
export type Sent<T> = { queued: false; data: T } | { queued: true };

type Body = Record<string, unknown> & { requestId: string };

let owner: string | null = null;

/** Who is signed in, set by the signed-in shell (useOutboxSync): their writes are the ones sent. */
export function setOutboxOwner(userId: string | null): void {
  owner = userId;
}

/** A network failure (fetch rejects with a TypeError), as opposed to an answer from the server. */
function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof ApiError && error.status === 0);
}

/** POSTs a create now, or keeps it in the outbox when the device is offline or the server is unreachable. */
export async function sendOrQueue<S extends z.ZodType>(
  url: string,
  body: Body,
  schema: S,
  label: string,
): Promise<Sent<z.infer<S>>> {
  const queue = async (): Promise<Sent<z.infer<S>>> => {
    if (!owner) throw new ApiError(0, NETWORK_MESSAGES.offline);
    await putEntry({ requestId: body.requestId, owner, url, body, label, queuedAt: Date.now() });
    notify();
    return { queued: true };
  };
  if (!navigator.onLine) return queue();
  try {
    return { queued: false, data: await apiRequest('POST', url, { body, schema }) };
  } catch (error) {
    if (isUnreachable(error)) return queue();
    throw error;
  }
}

export type FlushResult = {
  /** The paths whose lists changed, for the caller to refresh. */
  sent: string[];
  /** Writes the server refused (e.g. a ritual for a day that has passed): dropped, with its reason. */
  refused: Array<{ entry: OutboxEntry; message: string }>;
};

let flushing: Promise<FlushResult> | null = null;

async function flushOnce(): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [] };
  const mine = (await allEntries()).filter((entry) => entry.owner === owner);
  for (const entry of mine) {
    try {
      await apiRequest('POST', entry.url, { body: entry.body });
      result.sent.push(entry.url);
    } catch (error) {
      // Unreachable again, or signed out (401) or the server failing (5xx): keep it for the next try.
      if (isUnreachable(error) || !(error instanceof ApiError) || error.status === 401 || error.status >= 500)
        break;
      result.refused.push({ entry, message: error.message });
    }
    await deleteEntry(entry.requestId);
  }
  notify();
  return result;
}

/** Sends every waiting write, oldest first; one flush at a time per tab. */
export function flushOutbox(): Promise<FlushResult> {
  flushing ??= flushOnce().finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * Account deleted: its waiting writes can never be sent, so they go. (Signing out keeps them for the
 * member's next session on this device; no other member's session sends them.)
 */
export async function dropOwnWrites(): Promise<void> {
  const mine = (await allEntries()).filter((entry) => entry.owner === owner);
  await Promise.all(mine.map((entry) => deleteEntry(entry.requestId)));
  notify();
}

/** How many of the signed-in member's writes are waiting. */
export async function waitingCount(): Promise<number> {
  return (await allEntries()).filter((entry) => entry.owner === owner).length;
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Called whenever the outbox changes in this tab. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
