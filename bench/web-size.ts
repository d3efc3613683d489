import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const ChunkSchema = z.object({
  file: z.string(),
  name: z.string().optional(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
type Chunk = z.infer<typeof ChunkSchema>;
const ManifestSchema = z.record(z.string(), ChunkSchema);

export type PageWeight = { jsGzipBytes: number; cssGzipBytes: number; files: string[] };
export type WebSizes = { landing: PageWeight; dashboard: PageWeight };

/** Attribute values of the tags in index.html that load code before anything runs. */
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

/**
 * Gzip bytes of the JavaScript and CSS a page needs before it is interactive: what index.html loads,
 * plus the lazy chunks the app imports for that page (the signed-out app with the landing page, or
 * the signed-in app with the dashboard) and everything those import statically. Chunks loaded later
 * on interaction (the landing video player, other pages) are not counted.
 */
export function measureWebSizes(webRoot: string): WebSizes {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  const manifest = ManifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const html = htmlAssets(readFileSync(path.join(webRoot, 'index.html'), 'utf8'));
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key]?.isEntry && html.scripts.includes(manifest[key].file),
  );
  if (!entryKey) throw new Error('index.html loads no entry listed in the Vite manifest');

  const chunkKey = (match: (key: string, chunk: Chunk) => boolean, label: string): string => {
    const found = Object.entries(manifest).find(([key, chunk]) => match(key, chunk));
    if (!found) throw new Error(`the Vite manifest has no chunk for ${label}`);
    return found[0];
  };
  const signedOut = chunkKey((_, chunk) => chunk.name === 'signed-out-app', 'the signed-out app');
  const signedIn = chunkKey((_, chunk) => chunk.name === 'signed-in-app', 'the signed-in app');
  const dashboard = chunkKey(
    (key, chunk) => (chunk.src ?? key) === 'app/routes/dashboard-page.tsx',
    'the dashboard page',
  );

  const weigh = (roots: string[]): PageWeight => {
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
    return { jsGzipBytes, cssGzipBytes, files: [...files].sort() };
  };

  return { landing: weigh([entryKey, signedOut]), dashboard: weigh([entryKey, signedIn, dashboard]) };
}
