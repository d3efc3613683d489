// Part of `npm run build` (docs/performance.md, "First paint"): writes the documents a signed-in
// member gets, dist/web/member.html and, at the dashboard's paths, dist/web/member-dashboard.html.
// Each is the app's index.html with
// - the signed-in frame prerendered in #root (web/app/shell/app-frame-placeholder.tsx), with the CSS
//   rules it uses inline (beasties), so the header and sidebar paint with the HTML alone, before any
//   stylesheet or script has arrived; the stylesheets are fetched without holding back that paint
//   (media="print" until web/main.tsx switches them on, before the app renders over the frame);
// - a modulepreload of every chunk the signed-in app imports (from Vite's manifest), and in the
//   dashboard's document of every chunk the dashboard page imports too, so the browser fetches them
//   alongside the entry script instead of one after another (entry, then the app, then the page);
//   the dashboard's document also preloads the answer its largest text waits for
//   (web/member-prerender.tsx).
// The server writes the member's GET /api/user answer into them at the marker
// (server/plugins/web-client.ts), so the app starts without asking.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { DEFERRED } from './prerender-landing.mjs';

/** Where the server puts the member's data block; also in web/index.html. */
export const SIGNED_IN_USER_MARKER = '<!--signed-in-user-->';
/** The dashboard page's chunk: found by name, as it also carries code its below-the-fold part shares. */
const DASHBOARD_PAGE_CHUNK = 'dashboard-page';

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

const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*?) href="\/(assets\/[^"]+\.css)">/g;

/**
 * The rules of `stylesheets` (files under `webRoot`) that the frame's markup uses, with the
 * @font-face rules of the fonts they name, so the fonts are asked for as early as before.
 */
async function frameCss(webRoot, stylesheets, frame) {
  const beasties = new Beasties({
    path: webRoot,
    publicPath: '/',
    fonts: true,
    preloadFonts: false,
    compress: true,
    logLevel: 'warn',
  });
  const links = stylesheets.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  const probe = `<!doctype html><html><head>${links}</head><body><div id="root">${frame}</div></body></html>`;
  const css = [...(await beasties.process(probe)).matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map(([, rules]) => rules)
    .join('');
  if (!css) throw new Error('beasties found no rules for the signed-in frame');
  return css;
}

/** Inlines the frame's rules and turns every stylesheet link into a fetch that does not block the paint. */
async function deferStylesheets(webRoot, html, frame) {
  const stylesheets = [...html.matchAll(STYLESHEET_LINK)].map(([, , file]) => file);
  if (stylesheets.length === 0) throw new Error('a member document has no stylesheet link');
  const css = await frameCss(webRoot, stylesheets, frame);
  // The inline rules go before the stylesheets: once those are on they come later in the cascade, so
  // their responsive rules (lg:flex-row) win over the inlined base ones (flex-col) of equal weight.
  let inlined = false;
  return html.replace(STYLESHEET_LINK, (_, attributes, file) => {
    const link = `<link rel="stylesheet"${attributes} href="/${file}" media="print" ${DEFERRED}>`;
    if (inlined) return link;
    inlined = true;
    return `<style>${css}</style>\n    ${link}`;
  });
}

/**
 * The frame paints from the document alone, so the code (Vite's preloads of the entry's imports and
 * the ones above) is fetched at low priority: on a slow connection the fonts and the first answer go
 * first, and the code follows on the same connections without holding back the first paint.
 */
function lowPriorityCode(html) {
  return html.replaceAll(
    '<link rel="modulepreload" crossorigin href=',
    '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
  );
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
  const dashboardPage = Object.keys(manifest).find(
    (key) => manifest[key].isDynamicEntry && manifest[key].name === DASHBOARD_PAGE_CHUNK,
  );
  if (!dashboardPage) throw new Error(`manifest: no ${DASHBOARD_PAGE_CHUNK} chunk`);

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
  const write = async (name, links) => {
    const html = template
      .replace(/\s*<\/head>/, () => `\n    ${links.join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
    if (!html.includes(frame)) throw new Error('dist/web/index.html has no empty <div id="root"></div>');
    writeFileSync(path.join(webRoot, name), lowPriorityCode(await deferStylesheets(webRoot, html, frame)));
    return links.length;
  };
  return {
    app: await write('member.html', preloadLinks(manifest, [signedInApp])),
    dashboard: await write('member-dashboard.html', [
      ...dataLinks,
      ...preloadLinks(manifest, [signedInApp, dashboardPage]),
    ]),
  };
}
