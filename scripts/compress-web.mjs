// Part of `npm run build`: writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the
// built client, which the server sends to browsers that accept them (@fastify/static `preCompressed`),
// so the app needs no compressing proxy in front of it and spends no CPU compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt)$/;
// Below this the encoding header costs about what compression saves.
const MIN_BYTES = 1024;

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Compresses what changed since its copies were written; returns how many files were written. */
export function compressWeb(webRoot) {
  let written = 0;
  for (const file of filesUnder(webRoot)) {
    if (!TEXT.test(file)) continue;
    const { size, mtimeMs } = statSync(file);
    if (size < MIN_BYTES) continue;
    const fresh = (copy) => {
      try {
        return statSync(copy).mtimeMs >= mtimeMs;
      } catch {
        return false;
      }
    };
    if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written += 1;
  }
  return written;
}
