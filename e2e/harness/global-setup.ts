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
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build; the
      // journeys should exercise (and measure) what users download.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}
