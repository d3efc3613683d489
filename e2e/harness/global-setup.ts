import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the web client once for all journeys; says in one line when the browser suite is skipped. */
export default function setup(): void {
  if (!findChromium()) {
    process.stdout.write(
      'Browser suite skipped: no Chromium found (set CHROME_PATH or install /usr/bin/chromium).\n',
    );
    return;
  }
  // The client as `npm run build` makes it, prerendered landing page included; the journeys should
  // exercise (and measure) what users download.
  execFileSync(process.execPath, [path.join(root, 'scripts/build-client.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
}
