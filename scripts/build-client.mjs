// The web client as `npm run build` and the browser suites build it: Vite into dist/web, the landing
// page prerendered into dist/web/landing.html, the member's documents with the signed-in frame
// prerendered (dist/web/member*.html), the service worker's precache list, and Brotli and gzip copies of every text file.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressWeb } from './compress-web.mjs';
import { writeMemberDocuments } from './member-document.mjs';
import { writePrecacheList } from './precache-list.mjs';
import { prerenderLanding } from './prerender-landing.mjs';
import { withSsrModules } from './ssr-modules.mjs';

/** Builds dist/web under `root`; `log` gets one line per step. */
export async function buildClient(root, log) {
  log('building the web client...');
  const vite = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    // A test runner's NODE_ENV=test would make Vite bundle React's development build.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (vite.status !== 0) throw new Error('vite build failed');
  log(`  dist/web/precache.json: ${writePrecacheList(root)} files the service worker keeps for offline use`);
  log('prerendering the landing page and the member documents...');
  const { landing, member } = await withSsrModules(root, async (load) => ({
    landing: await prerenderLanding(root, load),
    member: await writeMemberDocuments(root, load),
  }));
  log(`  dist/web/landing.html: ${(landing.bytes / 1024).toFixed(1)} KB, ${landing.fonts} fonts preloaded`);
  log(`  dist/web/member.html: the signed-in frame prerendered, ${member.app} preloads`);
  log(`  dist/web/member-dashboard.html: the same with the dashboard's code, ${member.dashboard} preloads`);
  log(`compressed ${compressWeb(path.join(root, 'dist/web'))} files (Brotli and gzip copies)`);
}

// `node scripts/build-client.mjs` builds just the client (the browser suites' global setup does).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildClient(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), (line) =>
    process.stdout.write(`${line}\n`),
  );
}
