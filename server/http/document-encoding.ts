import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * A middle Brotli quality: a member's document (about 20 KB, most of it the frame's inline CSS)
 * comes down to about a third in well under a millisecond; the top qualities cost far more time for
 * a few hundred bytes.
 */
const BROTLI_QUALITY = 5;

export type EncodedDocument = { body: Buffer; encoding: 'br' | 'gzip' } | { body: string; encoding: null };

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
  // Brotli first when the browser ranks the two alike; q=0 refuses a coding. Codings are
  // case-insensitive (RFC 9110), the negotiator is not.
  const coding = acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), ['br', 'gzip']) : null;
  if (coding === 'br') {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    return { body, encoding: 'br' };
  }
  if (coding === 'gzip') return { body: await gzipAsync(html), encoding: 'gzip' };
  return { body: html, encoding: null };
}
