import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const ChunkSchema = z.object({
  file: z.string(),
  name: z.string().optional(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  isDynamicEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
type Chunk = z.infer<typeof ChunkSchema>;
const ManifestSchema = z.record(z.string(), ChunkSchema);

type PageWeight = {
  documentGzipBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: string[];
};
export type WebSizes = { landing: PageWeight; dashboard: PageWeight };

/** Attribute values of the tags in an HTML document that load code before anything runs. */
function htmlAssets(html: string): { scripts: string[]; styles: string[] } {
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (tag.startsWith('<script') && src) scripts.push(src);
    if (rel === 'modulepreload' && href) scripts.push(href);
    if (rel === 'stylesheet' && href) styles.push(href);
  }
  const local = (url: string) => url.replace(/^\//, '');
  return { scripts: scripts.map(local), styles: styles.map(local) };
}

function readManifest(webRoot: string): Record<string, Chunk> {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  return ManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
}

/** The hashed JavaScript file of the app's entry (index.html's chunk), e.g. `assets/index-Bx3k9.js`. */
export function appEntryScript(webRoot: string): string {
  const file = readManifest(webRoot)['index.html']?.file;
  if (!file?.endsWith('.js')) throw new Error('the Vite manifest has no JavaScript entry for index.html');
  return file;
}

/**
 * Gzip bytes of the JavaScript and CSS a page needs to be fully interactive. The landing page: what
 * landing.html loads (its prerendered markup reads without any of it), plus the chunk that attaches
 * React to it and that chunk's static imports. The dashboard: what index.html loads, plus the
 * signed-in app and the dashboard page with their static imports, and what loads after its first
 * paint without any interaction (the part below the fold, the toaster). Chunks loaded later on
 * interaction (other pages) are not counted. `documentGzipBytes` is the HTML itself.
 */
export function measureWebSizes(webRoot: string): WebSizes {
  const manifest = readManifest(webRoot);

  const chunkKey = (match: (key: string, chunk: Chunk) => boolean, label: string): string => {
    const found = Object.entries(manifest).find(([key, chunk]) => match(key, chunk));
    if (!found) throw new Error(`the Vite manifest has no chunk for ${label}`);
    return found[0];
  };
  const entryOf = (document: string) =>
    chunkKey((key, chunk) => chunk.isEntry === true && key === document, document);
  const landingEntry = entryOf('landing.html');
  const hydration = manifest[landingEntry]?.dynamicImports ?? [];
  if (hydration.length === 0) throw new Error('landing.html imports no hydration chunk');
  const signedIn = chunkKey((_, chunk) => chunk.name === 'signed-in-app', 'the signed-in app');
  // The page's chunk also carries code its below-the-fold part shares, so Rollup may not name it
  // after its module: it is found by its name.
  const dashboard = chunkKey(
    (_, chunk) => chunk.isDynamicEntry === true && chunk.name === 'dashboard-page',
    'the dashboard page',
  );
  const bySource = (src: string) => chunkKey((key, chunk) => (chunk.src ?? key) === src, src);
  // Loaded after the first paint without any interaction, so part of what the dashboard costs.
  const afterFirstPaint = [
    bySource('app/routes/dashboard-below-the-fold.tsx'),
    bySource('components/ui/toast/toaster.tsx'),
  ];

  const weigh = (document: string, roots: string[]): PageWeight => {
    const documentBytes = readFileSync(path.join(webRoot, document));
    const html = htmlAssets(documentBytes.toString('utf8'));
    const files = new Set<string>([...html.scripts, ...html.styles]);
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    let jsGzipBytes = 0;
    let cssGzipBytes = 0;
    for (const file of files) {
      const bytes = gzipSync(readFileSync(path.join(webRoot, file))).length;
      if (file.endsWith('.css')) cssGzipBytes += bytes;
      else if (file.endsWith('.js')) jsGzipBytes += bytes;
    }
    const documentGzipBytes = gzipSync(documentBytes).length;
    return { documentGzipBytes, jsGzipBytes, cssGzipBytes, files: [...files].sort() };
  };

  return {
    landing: weigh('landing.html', [landingEntry, ...hydration]),
    dashboard: weigh('index.html', [entryOf('index.html'), signedIn, dashboard, ...afterFirstPaint]),
  };
}
