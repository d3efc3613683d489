// Part of `npm run build` (docs/performance.md, "First paint"): writes the documents a signed-in
// member gets, dist/web/member.html and, at the dashboard's paths, dist/web/member-dashboard.html.
// Each is the app's index.html with
// - the signed-in frame prerendered in #root (web/app/shell/app-frame-placeholder.tsx), so the header
//   and sidebar paint with the HTML, before any script has run;
// - a modulepreload of every chunk the signed-in app imports (from Vite's manifest), and in the
//   dashboard's document of every chunk the dashboard page imports too, so the browser fetches them
//   alongside the entry script instead of one after another (entry, then the app, then the page);
//   the dashboard's document also preloads the answer its largest text waits for
//   (web/member-prerender.tsx).
// The server writes the member's GET /api/user answer into them at the marker
// (server/plugins/web-client.ts), so the app starts without asking.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the server puts the member's data block; also in web/index.html. */
export const SIGNED_IN_USER_MARKER = '<!--signed-in-user-->';
const DASHBOARD_PAGE = 'app/routes/dashboard-page.tsx';

/** Every chunk `keys` import statically, themselves included (not what they import on demand). */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** Preload links for what `keys` import that index.html does not load already. */
function preloadLinks(manifest, keys) {
  const loaded = staticClosure(manifest, ['index.html']);
  const wanted = [...staticClosure(manifest, keys)].filter((key) => !loaded.has(key));
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key].css ?? []));
  const styles = [...new Set(wanted.flatMap((key) => manifest[key].css ?? []))].filter(
    (file) => !loadedCss.has(file),
  );
  // The chunks' stylesheets as links: Vite's loader would wait for them before running the chunk.
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...wanted.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`),
  ];
}

/**
 * Writes dist/web/member.html and member-dashboard.html from index.html; `root` is the project
 * folder, `load` imports a web module for server rendering (scripts/ssr-modules.mjs).
 */
export async function writeMemberDocuments(root, load) {
  const webRoot = path.join(root, 'dist/web');
  const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
  const signedInApp = (manifest['index.html']?.dynamicImports ?? []).find(
    (key) => manifest[key]?.name === 'signed-in-app',
  );
  if (!signedInApp) throw new Error('manifest: the entry does not load the signed-in app');
  if (!manifest[DASHBOARD_PAGE]) throw new Error(`manifest: no ${DASHBOARD_PAGE}`);

  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  if (!template.includes(SIGNED_IN_USER_MARKER)) {
    throw new Error(`dist/web/index.html has no ${SIGNED_IN_USER_MARKER}`);
  }
  // The frame's markup, and the API paths the dashboard's first paint waits for.
  const { renderMemberFrame, DASHBOARD_FIRST_DATA: dashboardData } = await load('/member-prerender.tsx');
  const frame = renderMemberFrame();
  // Fetched like the app fetches it (with the session cookie), so the app's request takes this answer.
  const dataLinks = dashboardData.map(
    (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`,
  );
  const write = (name, links) => {
    const html = template
      .replace(/\s*<\/head>/, () => `\n    ${links.join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
    if (!html.includes(frame)) throw new Error('dist/web/index.html has no empty <div id="root"></div>');
    writeFileSync(path.join(webRoot, name), html);
    return links.length;
  };
  return {
    app: write('member.html', preloadLinks(manifest, [signedInApp])),
    dashboard: write('member-dashboard.html', [
      ...dataLinks,
      ...preloadLinks(manifest, [signedInApp, DASHBOARD_PAGE]),
    ]),
  };
}
