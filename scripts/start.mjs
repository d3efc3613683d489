// `npm start`: builds only when the build is missing or older than the sources, then runs the built
// server in this process's place. Plain JavaScript so it runs with no development dependencies.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBuild } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const decision = checkBuild(root);
if (decision.build) {
  process.stdout.write(`Building the app (${decision.reason})...\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(path.join(root, 'dist/server/main.js'));
