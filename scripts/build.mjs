// `npm run build`: the web client (Vite) into dist/web, the server compiled to JavaScript (esbuild)
// into dist/server/main.js (and the journal re-encrypt command beside it) with its migrations beside
// them, then the stamp `npm start` checks.
// Needs the development dependencies; running the result (`npm run serve`) does not.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { BUILD_STAMP } from './build-freshness.mjs';
import { buildClient } from './build-client.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startedAtMs = Date.now();
const step = (line) => process.stdout.write(`${line}\n`);

// Until this build finishes, `npm start` treats the build as unfinished.
rmSync(path.join(root, BUILD_STAMP), { force: true });

// Content files are data a writer edits: a malformed one must stop the build, not a request.
step('checking the content files...');
execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/check-content.ts')], {
  cwd: root,
  stdio: 'inherit',
});

await buildClient(root, step);

step('compiling the server...');
const serverOut = path.join(root, 'dist/server');
const result = await build({
  // The server, and the journal key rotation's command (docs/journal.md), which a deployment runs
  // from dist/ as it runs the server: no TypeScript loader there.
  entryPoints: [
    { in: path.join(root, 'server/main.ts'), out: 'main' },
    { in: path.join(root, 'server/reencrypt-journal.ts'), out: 'reencrypt-journal' },
  ],
  outdir: serverOut,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages stay in node_modules (installed as dependencies); only the project's own code is bundled.
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
rmSync(path.join(serverOut, 'migrations'), { recursive: true, force: true });
cpSync(path.join(root, 'server/db/migrations'), path.join(serverOut, 'migrations'), { recursive: true });

// The compiled server must only need runtime dependencies: `npm prune --omit=dev` removes the rest.
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const runtime = new Set(Object.keys(manifest.dependencies ?? {}));
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
const missing = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const imported of output.imports) {
    if (!imported.external || imported.path.startsWith('node:')) continue;
    const name = packageOf(imported.path);
    if (!runtime.has(name)) missing.add(name);
  }
}
if (missing.size > 0) {
  step(`the server imports packages that are not in "dependencies": ${[...missing].join(', ')}`);
  process.exit(1);
}

mkdirSync(path.dirname(path.join(root, BUILD_STAMP)), { recursive: true });
writeFileSync(path.join(root, BUILD_STAMP), `${JSON.stringify({ startedAtMs })}\n`);
step(
  `built in ${((Date.now() - startedAtMs) / 1000).toFixed(1)} s: dist/web, dist/server/main.js and dist/server/reencrypt-journal.js`,
);
