/**
 * Storage failures, told apart from a lost connection: the database answers, but cannot write.
 * PostgreSQL reports a full disk as SQLSTATE 53100 and refuses writes on a read-only server or
 * transaction with 25006; PGlite, which keeps its files in DATA_DIR, surfaces the file system's own
 * ENOSPC and EROFS (in the error or its message).
 */
export type StorageProblem = 'full' | 'read-only';

const FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT']);
const READ_ONLY_CODES = new Set(['25006', 'EROFS']);

export function storageProblemOf(error: unknown, depth = 0): StorageProblem | null {
  if (!(error instanceof Error) || depth > 4) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && FULL_CODES.has(code)) return 'full';
  if (typeof code === 'string' && READ_ONLY_CODES.has(code)) return 'read-only';
  if (/no space left on device|disk quota exceeded|ENOSPC/i.test(error.message)) return 'full';
  if (/read-only file system|EROFS|read-only transaction/i.test(error.message)) return 'read-only';
  return storageProblemOf((error as { cause?: unknown }).cause, depth + 1);
}

export const STORAGE_MESSAGES: Record<StorageProblem, string> = {
  full: 'The server has run out of storage space, so nothing can be saved right now. Please try again later.',
  'read-only':
    'The server cannot save anything right now (its storage is read-only). Please try again later.',
};
