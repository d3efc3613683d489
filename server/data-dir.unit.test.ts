import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirProblem, type DataDirFs } from './data-dir';

const failing = (code: string): DataDirFs => ({
  mkdirSync: () => undefined,
  writeFileSync: () => {
    throw Object.assign(new Error(`${code}: simulated`), { code });
  },
  rmSync: () => undefined,
});

describe('dataDirProblem', () => {
  it('passes a writable folder and in-memory databases', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-'));
    try {
      expect(dataDirProblem(dir)).toBeNull();
      expect(dataDirProblem(path.join(dir, 'nested', 'data'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(dataDirProblem('memory://')).toBeNull();
  });

  it.each([
    ['EROFS', 'it is on a read-only file system'],
    ['ENOSPC', 'its disk is full'],
    ['EACCES', 'this user may not write there'],
  ])('says in one line why a folder is not writable (%s)', (code, why) => {
    const line = dataDirProblem('/srv/abundance/data', failing(code));
    expect(line).toBe(
      `Data folder /srv/abundance/data is not writable: ${why}. Set DATA_DIR to a folder the server can write.`,
    );
    expect(line).not.toContain('\n');
  });
});
