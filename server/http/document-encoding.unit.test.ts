import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeDocument } from './document-encoding';

const html = `<!doctype html><html><body>${'<p>frame</p>'.repeat(500)}</body></html>`;

describe('encodeDocument', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', null],
    [undefined, null],
    ['br;q=0, gzip;q=0', null],
  ])('with Accept-Encoding %s sends %s', async (header, expected) => {
    const { body, encoding } = await encodeDocument(html, header);
    expect(encoding).toBe(expected);
    const decoded =
      encoding === 'br'
        ? brotliDecompressSync(body).toString('utf8')
        : encoding === 'gzip'
          ? gunzipSync(body).toString('utf8')
          : body;
    expect(decoded).toBe(html);
  });

  it('makes the document smaller', async () => {
    const { body } = await encodeDocument(html, 'br');
    expect(body.length).toBeLessThan(html.length / 10);
  });
});
