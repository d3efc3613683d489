import { describe, expect, it } from 'vitest';
import { precacheAssets } from './precache-list.mjs';

describe('precacheAssets: what the service worker keeps from a build', () => {
  it('lists every chunk, style and asset once, root-relative and sorted, without the HTML entries', () => {
    const manifest = {
      'web/index.html': { file: 'index.html', css: ['assets/index-a1.css'] },
      'web/main.tsx': {
        file: 'assets/main-b2.js',
        css: ['assets/index-a1.css'],
        assets: ['assets/font-c3.woff2'],
      },
      'web/features/goals/goals-page.tsx': { file: 'assets/goals-page-d4.js' },
      '_shared-e5.js': { file: 'assets/shared-e5.js' },
    };
    expect(precacheAssets(manifest)).toEqual([
      '/assets/font-c3.woff2',
      '/assets/goals-page-d4.js',
      '/assets/index-a1.css',
      '/assets/main-b2.js',
      '/assets/shared-e5.js',
    ]);
  });

  it('lists nothing for an empty build', () => {
    expect(precacheAssets({})).toEqual([]);
  });
});
