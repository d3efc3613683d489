// Part of `npm run build` (docs/performance.md, "First paint"): renders the landing page into
// dist/web/landing.html with React's server renderer, so its headline and calls to action paint
// before any script runs. The CSS rules that markup uses are inlined (beasties) with the Latin faces
// of the two fonts, preloaded and shown only if they are there for the first paint; the full
// stylesheet is fetched without holding back the first paint (media="print" until the page's
// script switches it on, web/landing-boot.ts; no inline script is allowed by the CSP).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';

const MARKER = '<!--prerendered-landing-->';
/** The attribute web/lib/deferred-stylesheets.ts looks for to switch a full stylesheet on. */
export const DEFERRED = 'data-deferred-stylesheet';
// Fontsource's Latin subset is the face whose unicode-range starts with Basic Latin.
const LATIN_FACE = /@font-face\{[^}]*unicode-range:U\+0000-00FF[^}]*\}/g;
const WOFF2_URL = /url\((\/assets\/[^)]+\.woff2)\)/;

/** The Latin @font-face rules of a stylesheet and the woff2 file of each. */
function latinFaces(css) {
  const rules = css.match(LATIN_FACE) ?? [];
  return { rules, files: rules.map((rule) => WOFF2_URL.exec(rule)?.[1]).filter(Boolean) };
}

/**
 * Prerenders dist/web/landing.html in place; `root` is the project folder, `load` imports a web
 * module for server rendering (scripts/ssr-modules.mjs).
 */
export async function prerenderLanding(root, load) {
  const webRoot = path.join(root, 'dist/web');
  const file = path.join(webRoot, 'landing.html');
  const template = readFileSync(file, 'utf8');
  if (!template.includes(MARKER)) throw new Error(`${file} has no ${MARKER} to fill`);

  const { renderLanding } = await load('/landing-prerender.tsx');
  const markup = renderLanding();

  const beasties = new Beasties({
    path: webRoot,
    publicPath: '/',
    // No inline script is allowed by the content security policy, so no onload swap: the full
    // stylesheet moves to the end of the body instead.
    preload: 'body',
    // Only the faces the prerendered text uses, and no font preloads competing with the page.
    fonts: true,
    preloadFonts: false,
    compress: true,
    logLevel: 'warn',
  });
  let html = await beasties.process(template.replace(MARKER, markup));

  // Beasties moved the full stylesheet to the end of the body; it becomes a non-blocking fetch.
  const stylesheet = /<link rel="stylesheet"([^>]*?) href="(\/assets\/[^"]+\.css)">/.exec(html);
  if (!stylesheet) throw new Error('landing.html: no stylesheet link after beasties');
  const [link, attributes, href] = stylesheet;
  html = html.replace(link, `<link rel="stylesheet"${attributes} href="${href}" media="print" ${DEFERRED}>`);
  const { rules, files } = latinFaces(readFileSync(path.join(webRoot, href), 'utf8'));
  if (files.length === 0) throw new Error(`${href}: no Latin font faces found`);
  const preloads = files
    .map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  // `optional`: a face that is not there for the first paint is not swapped in later, so the text
  // never reflows (layout shift) and the largest paint is the first; preloaded, it is there in time
  // on all but the slowest connections, and cached for the next visit on those.
  const faces = rules.map((rule) => rule.replace(/font-display:\s*\w+/, 'font-display:optional'));
  html = html.replace('<style>', `${preloads}<style>${faces.join('')}`);
  writeFileSync(file, html);
  return { bytes: Buffer.byteLength(html), fonts: files.length };
}
