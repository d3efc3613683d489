import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * A middle Brotli quality: a member's document (about 20 KB, most of it the frame's inline CSS)
 * comes down to about a third in well under a millisecond; the top qualities cost far more time for
 * a few hundred bytes.
 */
const BROTLI_QUALITY = 5;

export type EncodedDocument = { body: Buffer; encoding: 'br' | 'gzip' } | { body: string; encoding: null };

/** The codings a request's Accept-Encoding allows (a q=0 entry refuses one). */
function accepts(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...parameters] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) return false;
    const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return quality === undefined || Number(quality) > 0;
  });
}

/**
 * A document made per request (a member's, which carries their user) cannot use the build's
 * compressed copies (scripts/compress-web.mjs), so it is compressed here: Brotli when the browser
 * takes it, else gzip, else as it is. On a phone's connection the smaller document arrives a round
 * trip sooner (docs/performance.md, "The signed-in dashboard").
 */
export async function encodeDocument(
  html: string,
  acceptEncoding: string | undefined,
): Promise<EncodedDocument> {
  if (accepts(acceptEncoding, 'br')) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    return { body, encoding: 'br' };
  }
  if (accepts(acceptEncoding, 'gzip')) return { body: await gzipAsync(html), encoding: 'gzip' };
  return { body: html, encoding: null };
}
