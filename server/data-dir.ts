import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type DataDirFs = Pick<typeof import('node:fs'), 'mkdirSync' | 'writeFileSync' | 'rmSync'>;

/**
 * Start-up's check that DATA_DIR (PGlite's files, the generated session secret, the mail outbox)
 * can be written: a file is written and removed. Returns the one line start-up prints and stops
 * with when it cannot, or null. PGlite's own failure on a read-only folder ("PGlite failed to
 * initialize properly") never said why.
 */
export function dataDirProblem(
  dir: string,
  fs: DataDirFs = { mkdirSync, writeFileSync, rmSync },
): string | null {
  if (dir.startsWith('memory://')) return null;
  const folder = path.resolve(dir);
  const probe = path.join(folder, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe, { force: true });
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'EROFS'
        ? 'it is on a read-only file system'
        : code === 'ENOSPC'
          ? 'its disk is full'
          : code === 'EACCES' || code === 'EPERM'
            ? 'this user may not write there'
            : (error as Error).message;
    return `Data folder ${folder} is not writable: ${why}. Set DATA_DIR to a folder the server can write.`;
  }
}
