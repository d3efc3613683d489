// `npm start`: builds only when the build is missing or older than the sources, then runs the built
// server in this process's place. Plain JavaScript so it runs with no development dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUILD_OUTPUTS, checkBuild } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const decision = checkBuild(root);
if (decision.build) {
  // After `npm prune --omit=dev` the build tools are gone: serve the build there is, if any.
  const canBuild =
    existsSync(path.join(root, 'node_modules/vite')) && existsSync(path.join(root, 'node_modules/esbuild'));
  const built = BUILD_OUTPUTS.every((output) => existsSync(path.join(root, output)));
  if (!canBuild && built) {
    process.stderr.write(
      `Not rebuilding (${decision.reason}): the build tools are not installed (npm install adds them).\n`,
    );
  } else if (!canBuild) {
    process.stderr.write(
      'Cannot build the app: run `npm install` first (the build needs the development dependencies).\n',
    );
    process.exit(1);
  } else {
    process.stdout.write(`Building the app (${decision.reason})...\n`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
