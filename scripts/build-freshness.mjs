// Plain JavaScript (no TypeScript loader): `npm start` runs this before anything is built, and on a
// server whose development dependencies were pruned.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Written last by `npm run build`; holds the time the build started. */
export const BUILD_STAMP = 'dist/build-stamp.json';
/** What the built app needs; a build missing any of them is incomplete. */
export const BUILD_OUTPUTS = [
  'dist/web/index.html',
  'dist/server/main.js',
  'dist/server/reencrypt-journal.js',
];
/** Everything the build reads: when any of it changed after a build started, that build is stale. */
export const BUILD_INPUTS = [
  'domain',
  'server',
  'web',
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
];

/**
 * The staleness rule, pure: a build is needed when an output is missing, when no build finished
 * (no stamp), or when a source was modified after the last build started (an edit made during a
 * build is not in it).
 * @param {{ outputsPresent: boolean, buildStartedAtMs: number | null, newestSourceMs: number }} state
 * @returns {{ build: boolean, reason: string }}
 */
export function buildDecision(state) {
  if (!state.outputsPresent) return { build: true, reason: 'no build yet' };
  if (state.buildStartedAtMs === null) return { build: true, reason: 'the last build did not finish' };
  if (state.newestSourceMs > state.buildStartedAtMs)
    return { build: true, reason: 'sources changed since the last build' };
  return { build: false, reason: 'the build is up to date' };
}

/** Test files and tests' helpers never reach the build. */
function isBuildInput(name) {
  return !/\.test\.tsx?$/.test(name) && name !== 'test-support' && name !== 'node_modules';
}

/**
 * The newest modification time under the given files and folders (0 when none exists).
 * @param {string} root
 * @param {readonly string[]} inputs
 * @returns {number}
 */
export function newestModification(root, inputs) {
  let newest = 0;
  const visit = (file) => {
    let stats;
    try {
      stats = statSync(file);
    } catch {
      return;
    }
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      return;
    }
    for (const entry of readdirSync(file)) if (isBuildInput(entry)) visit(path.join(file, entry));
  };
  for (const input of inputs) visit(path.join(root, input));
  return newest;
}

/**
 * @param {string} root
 * @returns {number | null}
 */
export function readBuildStartedAt(root) {
  try {
    const stamp = JSON.parse(readFileSync(path.join(root, BUILD_STAMP), 'utf8'));
    return typeof stamp.startedAtMs === 'number' ? stamp.startedAtMs : null;
  } catch {
    return null;
  }
}

/**
 * Reads the project folder and applies the rule.
 * @param {string} root
 */
export function checkBuild(root) {
  const outputsPresent = BUILD_OUTPUTS.every((output) => {
    try {
      return statSync(path.join(root, output)).isFile();
    } catch {
      return false;
    }
  });
  return buildDecision({
    outputsPresent,
    buildStartedAtMs: readBuildStartedAt(root),
    newestSourceMs: newestModification(root, BUILD_INPUTS),
  });
}
