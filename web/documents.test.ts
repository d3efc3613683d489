import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(path.join(import.meta.dirname, name), 'utf8');
const head = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1]?.trim();

/** The app's document and the landing page's (docs/landing.md) differ only in what they run. */
describe('the two HTML documents', () => {
  it('share one head: the landing document takes index.html’s at build (vite.config.ts)', () => {
    expect(head(read('landing.html'))).toBe('<!--head-of-index.html-->');
    expect(head(read('index.html'))).toContain('<title>');
  });

  it('the landing document leaves a place for the prerendered page and runs only its boot script', () => {
    const landing = read('landing.html');
    expect(landing).toContain('<div id="root"><!--prerendered-landing--></div>');
    expect([...landing.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/landing-boot.ts',
    ]);
  });
});
