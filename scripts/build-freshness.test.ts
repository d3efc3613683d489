import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildDecision, checkBuild } from './build-freshness.mjs';

describe('buildDecision: when `npm start` builds', () => {
  it.each([
    [{ outputsPresent: false, buildStartedAtMs: 100, newestSourceMs: 50 }, true, 'no build yet'],
    [
      { outputsPresent: true, buildStartedAtMs: null, newestSourceMs: 50 },
      true,
      'the last build did not finish',
    ],
    [
      { outputsPresent: true, buildStartedAtMs: 100, newestSourceMs: 150 },
      true,
      'sources changed since the last build',
    ],
    [{ outputsPresent: true, buildStartedAtMs: 100, newestSourceMs: 100 }, false, 'the build is up to date'],
    [{ outputsPresent: true, buildStartedAtMs: 100, newestSourceMs: 20 }, false, 'the build is up to date'],
  ])('%o -> build %s (%s)', (state, build, reason) => {
    expect(buildDecision(state)).toEqual({ build, reason });
  });
});

describe('checkBuild on a project folder', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  const project = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'abundance-freshness-'));
    roots.push(root);
    for (const folder of ['server', 'web', 'dist/web', 'dist/server'])
      mkdirSync(path.join(root, folder), { recursive: true });
    const write = (file: string, atSeconds: number) => {
      writeFileSync(path.join(root, file), 'x');
      utimesSync(path.join(root, file), atSeconds, atSeconds);
    };
    return { root, write };
  };

  it('is up to date after a finished build, stale after a source edit, and ignores test files', () => {
    const { root, write } = project();
    write('server/main.ts', 1_000);
    expect(checkBuild(root).build).toBe(true);
    write('dist/web/index.html', 2_000);
    write('dist/server/main.js', 2_000);
    // The journal re-encrypt command is built beside the server; a build without it is incomplete.
    expect(checkBuild(root).reason).toBe('no build yet');
    write('dist/server/reencrypt-journal.js', 2_000);
    expect(checkBuild(root).reason).toBe('the last build did not finish');
    writeFileSync(path.join(root, BUILD_STAMP), JSON.stringify({ startedAtMs: 1_500_000 }));
    expect(checkBuild(root)).toEqual({ build: false, reason: 'the build is up to date' });
    write('server/app.test.ts', 3_000);
    expect(checkBuild(root).build).toBe(false);
    write('web/page.tsx', 3_000);
    expect(checkBuild(root)).toEqual({ build: true, reason: 'sources changed since the last build' });
  });
});
