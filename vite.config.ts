import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const HEAD_OF_INDEX = '<!--head-of-index.html-->';
/** Chunks the signed-in app loads after the page's first paint (dashboard-page.tsx, deferred-toaster.tsx). */
const AFTER_FIRST_PAINT = ['dashboard-below-the-fold', 'toaster'];

/**
 * The landing document (web/landing.html) takes its head (title, description, icons, theme colour)
 * from web/index.html, so the two documents keep one head.
 */
function sharedHead(): Plugin {
  return {
    name: 'abundance-shared-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(HEAD_OF_INDEX)) return html;
        const index = readFileSync(new URL('web/index.html', import.meta.url), 'utf8');
        const head = /<head>([\s\S]*?)<\/head>/.exec(index)?.[1];
        if (!head) throw new Error('web/index.html has no <head>');
        return html.replace(HEAD_OF_INDEX, head.trim());
      },
    },
  };
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [sharedHead(), react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    // Never emptied: instances serving this folder keep working while a build runs, and pages
    // loaded before a deploy can still fetch their (hashed, immutable) chunks.
    emptyOutDir: false,
    sourcemap: false,
    // Lets the benchmark (bench/web-size.ts) follow what each page loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
    modulePreload: {
      // Vite's loader puts a preload tag in the document for every chunk a lazily loaded chunk
      // imports; for the chunks fetched in the background after the first paint that cost a task of
      // 100 ms and more on a throttled phone, for no gain: the browser fetches their imports as it
      // finds them (docs/performance.md, "The signed-in dashboard").
      resolveDependencies: (file, deps) =>
        AFTER_FIRST_PAINT.some((chunk) => file.includes(`/${chunk}-`)) ? [] : deps,
    },
    rollupOptions: {
      // The app, and the landing page visitors get prerendered (scripts/prerender-landing.mjs).
      input: { index: 'web/index.html', landing: 'web/landing.html' },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
