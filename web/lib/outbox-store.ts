/**
 * The outbox's storage: creates made offline, kept in IndexedDB so they survive a reload, a closed
 * tab or a restarted browser until they are sent (web/lib/outbox.ts). One object store keyed by the
 * write's request id, so storing the same write twice keeps one entry.
 */
export type OutboxEntry = {
  /** The body's requestId: the server answers a replay with the row the first send made. */
  requestId: string;
  /** The member who made it: only their session sends it (another may sign in on this device). */
  owner: string;
  url: string;
  body: Record<string, unknown>;
  /** What the member was doing, for the message if the server refuses it ("Your check-in"). */
  label: string;
  /** Milliseconds since the epoch: entries are sent oldest first. */
  queuedAt: number;
};

const DATABASE = 'abundance-outbox';
const STORE = 'writes';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'requestId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The outbox could not be opened'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    // Resolved once the transaction commits, so a write is on disk before the caller moves on.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('The outbox could not be written'));
    transaction.onabort = () => reject(transaction.error ?? new Error('The outbox write was aborted'));
  });
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await run('readwrite', (store) => store.put(entry));
}

export async function deleteEntry(requestId: string): Promise<void> {
  await run('readwrite', (store) => store.delete(requestId));
}

/** Every waiting write, oldest first. */
export async function allEntries(): Promise<OutboxEntry[]> {
  const entries = (await run('readonly', (store) => store.getAll())) as OutboxEntry[];
  return entries.sort((a, b) => a.queuedAt - b.queuedAt);
}
