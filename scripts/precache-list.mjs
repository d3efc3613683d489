// The service worker's precache list (web/public/sw.js, docs/offline.md): every file the app's
// current build emitted (route chunks, their styles, fonts and images), read from Vite's manifest so
// nothing is listed by hand. Written to dist/web/precache.json, which the worker fetches when it
// installs and each time the app opens, so a route never opened before still has its code offline.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The build's files as root-relative URLs, sorted (pure: takes Vite's parsed manifest). */
export function precacheAssets(manifest) {
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    // The HTML entries are documents the server fills in per member; the worker caches those as visited.
    if (!chunk.file.endsWith('.html')) files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return [...files].map((file) => `/${file}`).sort();
}

/** Writes dist/web/precache.json under `root`; answers how many files it lists. */
export function writePrecacheList(root) {
  const webRoot = path.join(root, 'dist/web');
  const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
  const assets = precacheAssets(manifest);
  const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16);
  writeFileSync(path.join(webRoot, 'precache.json'), `${JSON.stringify({ version, assets })}\n`);
  return assets.length;
}
