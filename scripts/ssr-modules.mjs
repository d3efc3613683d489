// Loads modules of the web client in Node as the client build sees them (aliases, JSX), without
// bundling: the build's prerender steps render React components with these.
import path from 'node:path';
import { createServer } from 'vite';

/** Runs `use(load)` with one Vite server; `load(path)` imports a module under web/ ("/x.tsx"). */
export async function withSsrModules(root, use) {
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    // A few small modules are loaded; scanning the app for dependencies to pre-bundle is wasted work.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await use((modulePath) => vite.ssrLoadModule(modulePath));
  } finally {
    await vite.close();
  }
}
