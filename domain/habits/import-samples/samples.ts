import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';

/**
 * Sample exports written to each format's description (docs/open-data.md), for the parser tests and
 * the import API tests: notes, check-marks Loop made by itself, quoted commas and an archived habit.
 */
const here = import.meta.dirname;

export const SAMPLE_TODAY = '2026-11-20';

export const sampleBytes = (name: string) => new Uint8Array(readFileSync(join(here, name)));

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Loop's export as the app's "Export as CSV" zips it. */
export function loopZip(): Uint8Array {
  const root = join(here, 'loop');
  return zipSync(
    Object.fromEntries(walk(root).map((path) => [relative(root, path), new Uint8Array(readFileSync(path))])),
  );
}
