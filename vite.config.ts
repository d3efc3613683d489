import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    // Never emptied: instances serving this folder keep working while a build runs, and pages
    // loaded before a deploy can still fetch their (hashed, immutable) chunks.
    emptyOutDir: false,
    sourcemap: false,
    // Lets the benchmark (bench/web-size.ts) follow what each page loads.
    manifest: true,
    chunkSizeWarningLimit: 600,
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
